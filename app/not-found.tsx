import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/shell/not-found-message";

export const metadata: Metadata = { title: "Page not found" };

/** Ridedesk's own 404 for unknown addresses, on a page of its own (the desk's pages have theirs, inside the desk). */
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundMessage />
    </main>
  );
}
