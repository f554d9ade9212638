"use client";

import { useEffect, type ReactNode } from "react";
import { Alert } from "./alert";
import { Button } from "./button";

/** What the last save came to, said above the buttons. */
export type Outcome = { tone: "success" | "error"; text: string };

/**
 * A settings form's last lines: the last save's outcome, Save, and while there are changes, Discard and
 * (when given) a word that they are unsaved; with none, when it was last saved. Discard and Save wait
 * while a save is under way, so a change cannot be thrown away halfway through being kept.
 */
export function FormFooter({
  outcome,
  pending,
  dirty,
  saveLabel,
  discardLabel,
  onDiscard,
  unsavedLabel,
  savedNote,
}: {
  outcome: Outcome | null;
  pending: boolean;
  dirty: boolean;
  saveLabel: string;
  discardLabel: string;
  onDiscard: () => void;
  unsavedLabel?: string;
  savedNote?: ReactNode;
}) {
  return (
    <>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={pending}>
          {saveLabel}
        </Button>
        {dirty && (
          <Button type="button" variant="secondary" disabled={pending} onClick={onDiscard}>
            {discardLabel}
          </Button>
        )}
        {dirty && unsavedLabel && (
          <span role="status" className="text-sm text-amber-800">
            {unsavedLabel}
          </span>
        )}
        {!dirty && savedNote && <span className="text-sm text-slate-500">{savedNote}</span>}
      </div>
    </>
  );
}

/** Unsaved changes are not lost to a closed tab or a reload without the browser asking first. */
export function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}
