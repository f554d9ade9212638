"use client";

import { useState } from "react";
import type { Answer } from "./run-action";
import { useAction } from "./use-action";
import { Button } from "./button";

export type Notice = { tone: "success" | "error"; text: string };

/**
 * A table whose rows are added and changed in a dialog and removed after a question: which row is
 * being edited (or "new") or removed, the notice of what was done, and the removal itself, after
 * which the page is read again. Starting anything clears the last notice.
 */
export function useEditableRows<Row extends { id: string }>(
  removeAction: (input: { id: string }) => Promise<Answer<unknown>>,
  { removed }: { /** The notice once `row` is removed. */ removed: (row: Row) => string },
) {
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const remove = useAction(removeAction, {
    refresh: true,
    onSuccess: () => removing && setNotice({ tone: "success", text: removed(removing) }),
    onFailure: (error) => setNotice({ tone: "error", text: error.message }),
  });
  const begin = (then: () => void) => {
    setNotice(null);
    then();
  };
  return {
    editing,
    removing,
    notice,
    add: () => begin(() => setEditing("new")),
    edit: (row: Row) => begin(() => setEditing(row)),
    askToRemove: (row: Row) => begin(() => setRemoving(row)),
    /** For the editing dialog. */
    editor: {
      onClose: () => setEditing(null),
      onSaved: (text: string) => {
        setEditing(null);
        setNotice({ tone: "success", text });
      },
    },
    /** For the removal's question (ConfirmDialog). */
    question: {
      open: removing !== null,
      onClose: () => setRemoving(null),
      onConfirm: async () => {
        if (removing) await remove.run({ id: removing.id });
        setRemoving(null);
      },
    },
  };
}

/** A row's Edit and Remove, each named for screen readers with the row it acts on. */
export function RowActions({
  edit,
  remove,
}: {
  edit: { text: string; label: string; onClick: () => void };
  remove: { text: string; label: string; onClick: () => void };
}) {
  return (
    <>
      {[edit, remove].map(({ text, label, onClick }) => (
        <Button key={text} type="button" size="sm" variant="ghost" aria-label={label} onClick={onClick}>
          {text}
        </Button>
      ))}
    </>
  );
}
