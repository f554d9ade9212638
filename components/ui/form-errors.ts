import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** Puts a server action's field errors next to the fields they concern. */
export function applyFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: Record<string, string> | undefined) {
  for (const [name, message] of Object.entries(fields ?? {})) setError(name as Path<T>, { type: "server", message });
}

/** A form checked in the browser: each field's first problem, by the field's name. */
export function firstIssues<K extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  for (const issue of issues) found[String(issue.path[0]) as K] ??= issue.message;
  return found;
}
