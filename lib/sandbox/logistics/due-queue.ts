/**
 * Notifications by the time they are next due: a binary min-heap, so queueing one and taking the
 * next cost log n however many wait. An entry whose notification was sent, rescheduled or dropped
 * meanwhile is stale; the caller tells by comparing with the outbox and skips it.
 */
export type DueEntry = { at: number; id: string };

export class DueQueue {
  private readonly heap: DueEntry[] = [];

  get size(): number {
    return this.heap.length;
  }

  push(at: number, id: string): void {
    const h = this.heap;
    h.push({ at, id });
    let i = h.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (h[parent]!.at <= h[i]!.at) break;
      [h[parent], h[i]] = [h[i]!, h[parent]!];
      i = parent;
    }
  }

  /** The earliest time anything is due, or null when nothing waits. */
  peek(): number | null {
    return this.heap.length ? this.heap[0]!.at : null;
  }

  pop(): DueEntry | undefined {
    const h = this.heap;
    if (h.length === 0) return undefined;
    const top = h[0]!;
    const last = h.pop()!;
    if (h.length > 0) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && h[l]!.at < h[m]!.at) m = l;
        if (r < h.length && h[r]!.at < h[m]!.at) m = r;
        if (m === i) break;
        [h[m], h[i]] = [h[i]!, h[m]!];
        i = m;
      }
    }
    return top;
  }
}
