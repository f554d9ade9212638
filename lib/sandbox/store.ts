import type { Change } from "./changes";
import type { SandboxState } from "./state";

/** Where the sandbox keeps its state between restarts. */
export type Store = {
  /** The saved state, brought up to date; undefined when nothing was saved yet. */
  load(): SandboxState | undefined;
  /** Saves the whole state, as when it is first created. */
  replace(state: SandboxState): void;
  /** Saves what one request changed, before its answer is returned. */
  commit(state: SandboxState, changes: Change[]): void;
};

/** Keeps state in memory only, for tests: a new sandbox on the same store sees the state left by the last. */
export const memoryStore = (initial?: SandboxState): Store => {
  let saved = initial;
  return {
    load: () => (saved ? structuredClone(saved) : undefined),
    replace: (state) => {
      saved = state;
    },
    commit: (state) => {
      saved = state;
    },
  };
};
