import { redirect } from "next/navigation";
import { SignInForm } from "@/app/(auth)/sign-in/_components/sign-in-form";
import { db } from "@/lib/db";
import { adminExists } from "@/lib/accounts/queries";
import { currentUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { safeNext } from "@/lib/auth/safe-next";

export const metadata = { title: "Sign in" };

const ERRORS: Record<string, string> = {
  sso_refused: "Your company account is not allowed to use Ridedesk yet. Ask an admin to invite you.",
  sso_unmatched: "Your company sign-in could not be matched to your Ridedesk account. Ask an admin to check your account.",
  sso_inactive: "This account has been deactivated. Ask an admin if you need access again.",
  sso_locked: "This account is locked after too many failed sign-ins. Try again later, or ask an admin to unlock it.",
  AccessDenied: "Your company account is not allowed to use Ridedesk yet. Ask an admin to invite you.",
  Configuration: "Sign-in is not working right now. Try again in a moment.",
};

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  if (!(await adminExists(await db()))) redirect("/setup");
  const next = safeNext(params.next);
  if (await currentUser()) redirect(next);
  const { auth } = env();
  return (
    <SignInForm
      next={next}
      error={params.error ? (Object.hasOwn(ERRORS, String(params.error)) ? ERRORS[String(params.error)] : "Sign-in failed. Try again.") : undefined}
      sso={auth.oidc ? { name: auth.oidc.name } : null}
    />
  );
}
