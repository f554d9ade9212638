import "server-only";

/**
 * Group commit for the webhook receiver: notifications arriving together are queued in one insert.
 * Each request waits for the insert that carries its notification, so a 2xx is only ever sent for
 * a notification that is stored; while one insert runs, the next batch gathers. Under a burst this
 * turns hundreds of single-row writes into a few multi-row ones.
 */
export function groupCommit<T>(write: (items: T[]) => Promise<unknown>, { maxBatch = 500 } = {}) {
  let waiting: { item: T; done: (error?: unknown) => void }[] = [];
  let writing = false;

  async function drain() {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(batch.length);
      try {
        await write(batch.map((b) => b.item));
        for (const b of batch) b.done();
      } catch (e) {
        for (const b of batch) b.done(e ?? new Error("write failed"));
      }
    }
    writing = false;
  }

  return (item: T) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, done: (error) => (error === undefined ? resolve() : reject(error)) });
      if (!writing) void drain();
    });
}
