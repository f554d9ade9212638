import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundMessage } from "@/components/shell/not-found-message";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shell.notFound");
  return { title: t("title") };
}

/** Ridedesk's own 404 for unknown addresses, on a page of its own (the desk's pages have theirs, inside the desk). */
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundMessage />
    </main>
  );
}
