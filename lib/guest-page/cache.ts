/**
 * A small in-process cache with a short life: a guest's page opened by many phones, or left open
 * and refreshing, costs the database one read per token every few seconds. Concurrent misses share
 * one read. Misses are cached too (as null), and the size is bounded, so made-up tokens cannot
 * grow it without limit.
 */
export class TtlCache<V> {
  private entries = new Map<string, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const t = this.now();
    const hit = this.entries.get(key);
    if (hit && t - hit.at < this.ttlMs) return hit.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: t, value });
    // A failed read is not kept: the next request tries again.
    value.catch(() => this.entries.get(key)?.value === value && this.entries.delete(key));
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** Drops a key's value: what it held has just changed here. */
  forget(key: string) {
    this.entries.delete(key);
  }

  get size() {
    return this.entries.size;
  }
}
