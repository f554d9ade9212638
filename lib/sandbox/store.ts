import fs from "node:fs";
import path from "node:path";
import type { SandboxState } from "./state";

/** Where the sandbox keeps its state between restarts. */
export type Store = {
  load(): SandboxState | undefined;
  save(state: SandboxState): void;
};

export const memoryStore = (): Store => {
  let saved: string | undefined;
  return {
    load: () => (saved ? (JSON.parse(saved) as SandboxState) : undefined),
    save: (state) => {
      saved = JSON.stringify(state);
    },
  };
};

/**
 * A JSON file written atomically (temp file, then rename). Writes are coalesced: a burst of
 * requests costs one write, and pending state is flushed when the process exits.
 */
export function fileStore(file: string, { delayMs = 20 } = {}): Store & { flush(): void } {
  let pending: SandboxState | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    const state = pending;
    pending = undefined;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(state));
    fs.renameSync(tmp, file);
  };
  process.once("exit", flush);

  return {
    flush,
    load() {
      let text: string;
      try {
        text = fs.readFileSync(file, "utf8");
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw e;
      }
      try {
        const state = JSON.parse(text) as SandboxState;
        if (state.version === 1) return state;
      } catch {
        // fall through: keep the unreadable file for inspection and start afresh
      }
      const aside = `${file}.unreadable-${Date.now()}`;
      fs.renameSync(file, aside);
      console.warn(`[sandbox] ${file} could not be read; moved it to ${aside} and started with fresh seed data.`);
      return undefined;
    },
    save(state) {
      pending = state;
      timer ??= setTimeout(flush, delayMs);
      timer.unref?.();
    },
  };
}
