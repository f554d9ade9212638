import { redirect } from "next/navigation";
import { SetupForm } from "@/app/(auth)/setup/_components/setup-form";
import { db } from "@/lib/db";
import { adminExists } from "@/lib/accounts/queries";

export const metadata = { title: "Set up Ridedesk" };
export const dynamic = "force-dynamic";

/** First-run setup: only while no admin exists. */
export default async function SetupPage() {
  if (await adminExists(await db())) redirect("/sign-in");
  return <SetupForm />;
}
