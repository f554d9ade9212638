import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** Puts a server action's field errors next to the fields they concern. */
export function applyFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: Record<string, string> | undefined) {
  for (const [name, message] of Object.entries(fields ?? {})) setError(name as Path<T>, { type: "server", message });
}
