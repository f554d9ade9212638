import "server-only";
import type { Role } from "@/lib/db/schema";
import type { Locale } from "@/lib/locales";
import { auth } from "./config";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The desk's language the user chose, read with the session on every request; null follows the browser. */
  locale?: Locale | null;
};

/** The signed-in user, or null. The one place that reads the session, so tests can stand in for it. */
export async function currentUser(): Promise<SessionUser | null> {
  const session = await auth();
  const user = session?.user;
  if (!user?.id || !user.role) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role, locale: user.locale ?? null };
}

/** The id of the session making this request, when it has one. */
export async function currentSessionId(): Promise<string | undefined> {
  return (await auth())?.sid;
}
