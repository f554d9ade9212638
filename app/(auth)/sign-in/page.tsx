import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SignInForm } from "@/app/(auth)/sign-in/_components/sign-in-form";
import { db } from "@/lib/db";
import { adminExists } from "@/lib/accounts/queries";
import { currentUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { safeNext } from "@/lib/auth/safe-next";

export async function generateMetadata() {
  const t = await getTranslations("auth");
  return { title: t("signIn.title") };
}

/** What each refusal that comes back in the address (ours from SSO, Auth.js's own) tells the person. */
const FAILURES = {
  sso_refused: "ssoRefused",
  sso_unmatched: "ssoUnmatched",
  sso_inactive: "ssoInactive",
  sso_locked: "ssoLocked",
  AccessDenied: "ssoRefused",
  Configuration: "unavailable",
} as const;

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  if (!(await adminExists(await db()))) redirect("/setup");
  const next = safeNext(params.next);
  if (await currentUser()) redirect(next);
  const { auth } = env();
  const t = await getTranslations("auth");
  const code = params.error === undefined ? null : String(params.error);
  const words = {
    title: t("signIn.title"),
    email: t("fields.email"),
    password: t("fields.password"),
    submit: t("signIn.submit"),
    submitting: t("signIn.submitting"),
    forgotPassword: t("signIn.forgotPassword"),
  };
  return (
    <SignInForm
      next={next}
      error={code === null ? undefined : t(`signIn.failed.${Object.hasOwn(FAILURES, code) ? FAILURES[code as keyof typeof FAILURES] : "other"}`)}
      sso={auth.oidc ? { label: t.rich("signIn.withSso", { provider: auth.oidc.name, name: (chunks) => <span translate="no">{chunks}</span> }) } : null}
      words={words}
    />
  );
}
