/** What one request changed, record by record, so the store writes only that. */

export type Collection =
  | "tokens"
  | "refresh_tokens"
  | "estimates"
  | "journeys"
  | "requests"
  | "users"
  | "labels"
  | "parcels"
  | "webhooks"
  | "outbox"
  | "messages"
  | "message_callbacks"
  | "sales";
export type Singleton = "company" | "faults" | "counters" | "logistics" | "outcome_shares" | "twilio" | "sales_settings";

/** One record-level change: a keyed record's new value (null once removed), or a singleton's value. */
export type Change = { c: Collection; k: string; v: unknown } | { c: Singleton; v: unknown };

export class Changes {
  private readonly keyed = new Map<string, { c: Collection; k: string; v: unknown }>();
  private readonly single = new Map<Singleton, unknown>();

  /** Marks a record as written; its value is read when the changes are saved, so later edits count. */
  put(c: Collection, k: string, v: unknown): void {
    this.keyed.set(`${c}\u0000${k}`, { c, k, v });
  }

  remove(c: Collection, k: string): void {
    this.keyed.set(`${c}\u0000${k}`, { c, k, v: null });
  }

  set(c: Singleton, v: unknown): void {
    this.single.set(c, v);
  }

  get size(): number {
    return this.keyed.size + this.single.size;
  }

  list(): Change[] {
    return [...this.keyed.values(), ...[...this.single].map(([c, v]) => ({ c, v }))];
  }
}
