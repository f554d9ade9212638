import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { passwordTokens, users } from "@/lib/db/schema";

const TTL_MS = { invite: 7 * 24 * 3600_000, reset: 24 * 3600_000 } as const;
export type TokenPurpose = keyof typeof TTL_MS;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

/** A one-time link token; only its hash is stored. Earlier unused tokens of the user stop working. */
export async function issuePasswordToken(db: Db, userId: string, purpose: TokenPurpose, createdBy: string | null, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + TTL_MS[purpose]);
  await db.transaction(async (tx) => {
    await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
    await tx.insert(passwordTokens).values({ tokenHash: digest(token), userId, purpose, expiresAt, createdBy });
  });
  return { token, expiresAt };
}

/** The user a token is for, while it is unused, unexpired and the user active. */
export async function findByPasswordToken(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({ purpose: passwordTokens.purpose, expiresAt: passwordTokens.expiresAt, user: users })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(and(eq(passwordTokens.tokenHash, digest(token)), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now), eq(users.active, true)));
  return row;
}

/** Uses a token once: true when it was still valid. */
export async function consumePasswordToken(db: Db, token: string, now = new Date()): Promise<boolean> {
  const used = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.tokenHash, digest(token)), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)))
    .returning({ userId: passwordTokens.userId });
  return used.length === 1;
}
