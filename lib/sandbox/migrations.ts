import { initialLogistics } from "./logistics/types";
import { initialTwilio } from "./twilio/types";
import type { SandboxState } from "./state";

/**
 * Numbered migrations of the saved state: entry i brings version i + 1 to version i + 2.
 * Append only; never edit one that has shipped, since saved state may have passed through it.
 */
type Saved = Record<string, unknown> & { version?: number };

const MIGRATIONS: ((state: Saved) => void)[] = [
  // 1 → 2: recorded requests get ids (the journal names records by id) and a size, and the log its
  // bounds (version 1 kept any body whole); fields added during version 1.
  (s) => {
    const requests = ((s.requests as Record<string, unknown>[] | undefined) ?? []).slice(-100);
    let total = 0;
    requests.forEach((r, i) => {
      r.id = i + 1;
      const size = JSON.stringify(r.body ?? null).length;
      if (size > 64 * 1024) r.body = `(${size} bytes, too large to keep)`;
      r.bytes = Math.min(size, 64 * 1024);
    });
    const kept = requests
      .reverse()
      .filter((r) => (total += r.bytes as number) <= 512 * 1024)
      .reverse();
    s.requests = kept;
    const faults = s.faults as Record<string, unknown>;
    faults.nextAfterEffect ??= [];
    const counters = s.counters as Record<string, unknown>;
    counters.grants ??= { client_credentials: 0, refresh_token: 0 };
  },
  // 2 → 3: queued faults can be meant for one kind of call only.
  (s) => {
    (s.faults as Record<string, unknown>).nextFor ??= null;
  },
  // 3 → 4: the logistics API's area: parcels, webhook subscriptions, notifications and settings.
  (s) => {
    Object.assign(s, { ...initialLogistics(), ...s });
  },
  // 4 → 5: journeys may end without a drop off (not found, driver cancel, no show) and search again.
  (s) => {
    for (const j of (s.journeys as Record<string, unknown>[] | undefined) ?? []) {
      j.outcome ??= "drop off";
      j.outcome_at ??= null;
      j.earlier ??= [];
    }
    s.outcome_shares ??= { "not found": 0, "driver cancel": 0, "no show": 0 };
  },
  // 5 → 6: the Twilio Messaging API's area: messages, status callbacks, opt-outs and settings.
  (s) => {
    Object.assign(s, { ...initialTwilio(), ...s });
  },
  // 6 → 7: the company's sales (invoiced rides and their rectifications).
  (s) => {
    s.sales ??= {};
  },
  // 7 → 8: the delay from drop off to terminated (and the sale) can be set.
  (s) => {
    s.sales_settings ??= { close_after_ms: 10 * 60_000 };
  },
];

export const CURRENT_VERSION = MIGRATIONS.length + 1;

/** Brings saved state of any earlier version up to date, in place; refuses state from a newer version. */
export function migrate(saved: Saved): { state: SandboxState; migrated: boolean } {
  const from = saved.version;
  if (typeof from !== "number" || !Number.isInteger(from) || from < 1) throw new Error(`saved sandbox state has no valid version (${String(from)})`);
  if (from > CURRENT_VERSION) throw new Error(`saved sandbox state is version ${from}, newer than this sandbox (${CURRENT_VERSION})`);
  for (let v = from; v < CURRENT_VERSION; v++) {
    MIGRATIONS[v - 1]!(saved);
    saved.version = v + 1;
  }
  return { state: saved as unknown as SandboxState, migrated: from !== CURRENT_VERSION };
}
