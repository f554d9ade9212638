import "server-only";
import type { Db } from "@/lib/db";

export type AskDeps = { db: () => Promise<Db> };

/** Tells a held ride's approvers that it waits for them. */
export async function askApprovers(deps: AskDeps, approvalId: string): Promise<void> {
  void deps;
  void approvalId;
}
