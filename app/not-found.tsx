import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Page not found" };

/** Ridedesk's own 404, for unknown addresses and for the notFound() of pages (an unknown or hidden ride). */
export default function NotFound() {
  return (
    <main className="mx-auto max-w-lg px-6 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-2xl font-bold">We couldn&apos;t find that page</h1>
      <p className="mt-3 text-slate-600">The link may be mistyped or out of date, or the ride or parcel it points to is not one you can see.</p>
      <Link href="/" className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
        Back to Ridedesk
      </Link>
    </main>
  );
}
