import fs from "node:fs";
import path from "node:path";
import type { Change, Collection, Singleton } from "./changes";
import { migrate } from "./migrations";
import type { SandboxState } from "./state";
import type { Store } from "./store";

/**
 * State kept per API area as a snapshot plus an append-only journal of record-level changes.
 * A write appends a few lines (synchronously, before the answer), so it costs the size of
 * what changed, not of the whole state; an area's journal is folded into its snapshot once it
 * outgrows it, which keeps loading quick and the cost of compaction amortised.
 */

/** `since`: the state version that brought the area; a folder saved before it lacks its snapshot. */
type Area = { keyed: Collection[]; single: Singleton[]; since?: number };

export const AREAS: Record<string, Area> = {
  tokens: { keyed: ["tokens", "refresh_tokens"], single: [] },
  rides: { keyed: ["estimates", "journeys"], single: [] },
  directory: { keyed: ["users", "labels"], single: ["company"] },
  control: { keyed: ["requests"], single: ["faults", "counters", "outcome_shares"] },
  // Parcels by id, so 10,000 of them cost a write nothing: a record's change is one journal line.
  logistics: { keyed: ["parcels", "webhooks", "outbox"], single: ["logistics"], since: 4 },
  messages: { keyed: ["messages", "message_callbacks"], single: ["twilio"], since: 6 },
  sales: { keyed: ["sales"], single: ["sales_settings"], since: 7 },
};

const AREA_OF = new Map<string, string>(Object.entries(AREAS).flatMap(([name, a]) => [...a.keyed, ...a.single].map((c) => [c, name] as [string, string])));
/** Collections held as objects by key; the others are arrays of records with an `id`. */
const BY_KEY = new Set<Collection>(["tokens", "refresh_tokens", "parcels", "webhooks", "outbox", "messages", "message_callbacks", "sales"]);

export type FileStoreOptions = {
  /** A whole-state JSON file from before areas and journals; migrated into the folder, then set aside. */
  legacyFile?: string;
  /** An area is compacted when its journal grows past this many times its snapshot... */
  compactFactor?: number;
  /** ...and past this many bytes, so small states are not rewritten for every few writes. */
  minCompactBytes?: number;
};

type Saved = Record<string, unknown> & { version: number };

export function fileStore(dir: string, { legacyFile, compactFactor = 2, minCompactBytes = 256 * 1024 }: FileStoreOptions = {}): Store & { close(): void } {
  const sizes = new Map<string, { snapshot: number; journal: number }>();
  const fds = new Map<string, number>();
  const snapshotFile = (area: string) => path.join(dir, `${area}.json`);
  const journalFile = (area: string) => path.join(dir, `${area}.jsonl`);

  function writeSnapshot(area: string, state: SandboxState) {
    const part: Record<string, unknown> = { version: state.version };
    for (const c of [...AREAS[area]!.keyed, ...AREAS[area]!.single]) part[c] = state[c];
    const text = JSON.stringify(part);
    const tmp = `${snapshotFile(area)}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, text);
    fs.renameSync(tmp, snapshotFile(area));
    // The journal's lines are all in the new snapshot; replaying them again would be harmless.
    const fd = fds.get(area);
    if (fd !== undefined) fs.ftruncateSync(fd, 0);
    else fs.writeFileSync(journalFile(area), "");
    sizes.set(area, { snapshot: text.length, journal: 0 });
  }

  function replace(state: SandboxState) {
    fs.mkdirSync(dir, { recursive: true });
    for (const area of Object.keys(AREAS)) writeSnapshot(area, state);
  }

  function readFolder(): Saved | undefined {
    const present = Object.keys(AREAS).filter((a) => fs.existsSync(snapshotFile(a)));
    if (present.length === 0) return undefined;
    const saved: Saved = { version: 0 };
    for (const area of present) {
      const part = JSON.parse(fs.readFileSync(snapshotFile(area), "utf8")) as Saved;
      if (saved.version && part.version !== saved.version) throw new Error(`${dir} has areas of different versions`);
      Object.assign(saved, part);
      sizes.set(area, { snapshot: fs.statSync(snapshotFile(area)).size, journal: replay(area, saved) });
    }
    // An area newer than the saved version is brought by its migration; any other missing one is damage.
    const missing = Object.keys(AREAS).filter((a) => !present.includes(a) && !((AREAS[a]!.since ?? 1) > saved.version));
    if (missing.length > 0) throw new Error(`${dir} lacks some areas' snapshots (${missing.join(", ")})`);
    return saved;
  }

  /** Applies an area's journal to the saved state; returns its size. A torn last line is cut off. */
  function replay(area: string, saved: Saved): number {
    let text: string;
    try {
      text = fs.readFileSync(journalFile(area), "utf8");
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return 0;
      throw e;
    }
    const complete = text.slice(0, text.lastIndexOf("\n") + 1);
    if (complete.length < text.length) fs.truncateSync(journalFile(area), Buffer.byteLength(complete));
    const positions = new Map<Collection, Map<string, number>>();
    const removed = new Set<unknown>();
    for (const line of complete.split("\n")) {
      if (!line) continue;
      const change = JSON.parse(line) as Change;
      if (!("k" in change)) {
        saved[change.c] = change.v;
        continue;
      }
      if (BY_KEY.has(change.c)) {
        const records = saved[change.c] as Record<string, unknown>;
        if (change.v === null) delete records[change.k];
        else records[change.k] = change.v;
        continue;
      }
      const list = saved[change.c] as { id: unknown }[];
      let at = positions.get(change.c);
      if (!at) positions.set(change.c, (at = new Map(list.map((r, i) => [String(r.id), i]))));
      const i = at.get(change.k);
      if (change.v === null) {
        if (i !== undefined) removed.add(list[i]);
      } else if (i !== undefined) list[i] = change.v as { id: unknown };
      else at.set(change.k, list.push(change.v as { id: unknown }) - 1);
    }
    if (removed.size) for (const c of positions.keys()) saved[c] = (saved[c] as unknown[]).filter((r) => !removed.has(r));
    return Buffer.byteLength(complete);
  }

  function readLegacy(): Saved | undefined {
    // Runtime paths from configuration: nothing for the bundler to trace.
    if (!legacyFile || !fs.existsSync(/*turbopackIgnore: true*/ legacyFile)) return undefined;
    return JSON.parse(fs.readFileSync(/*turbopackIgnore: true*/ legacyFile, "utf8")) as Saved;
  }

  function setAside(what: string, error: unknown) {
    const aside = `${what}.unreadable-${Date.now()}`;
    fs.renameSync(what, aside);
    console.warn(`[sandbox] ${what} could not be read (${String(error)}); moved it to ${aside} and started with fresh seed data.`);
  }

  function load(): SandboxState | undefined {
    let source = dir;
    let fromLegacy = false;
    try {
      let saved = readFolder();
      if (!saved) {
        source = legacyFile ?? dir;
        saved = readLegacy();
        fromLegacy = saved !== undefined;
      }
      if (!saved) return undefined;
      const { state, migrated } = migrate(saved);
      if (migrated || fromLegacy) replace(state);
      if (fromLegacy) fs.renameSync(legacyFile!, `${legacyFile}.migrated`);
      return state;
    } catch (e) {
      setAside(source, e);
      sizes.clear();
      return undefined;
    }
  }

  function commit(state: SandboxState, changes: Change[]) {
    if (changes.length === 0) return;
    const lines = new Map<string, string>();
    for (const change of changes) {
      const area = AREA_OF.get(change.c)!;
      lines.set(area, (lines.get(area) ?? "") + JSON.stringify(change) + "\n");
    }
    for (const [area, text] of lines) {
      let fd = fds.get(area);
      if (fd === undefined) {
        fs.mkdirSync(dir, { recursive: true });
        fds.set(area, (fd = fs.openSync(journalFile(area), "a")));
      }
      fs.writeSync(fd, text);
      const size = sizes.get(area) ?? { snapshot: 0, journal: 0 };
      size.journal += Buffer.byteLength(text);
      sizes.set(area, size);
      if (size.journal > Math.max(minCompactBytes, compactFactor * size.snapshot)) writeSnapshot(area, state);
    }
  }

  function close() {
    for (const fd of fds.values()) fs.closeSync(fd);
    fds.clear();
  }

  return { load, replace, commit, close };
}
