import Link from "next/link";

/** Ridedesk's words for a page that is not there, or not one the person may see: the same answer for both. */
export function NotFoundMessage() {
  return (
    <div className="mx-auto max-w-lg px-6 py-24 text-center" data-testid="not-found">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-2xl font-bold">We couldn&apos;t find that page</h1>
      <p className="mt-3 text-slate-600">The link may be mistyped or out of date, or the ride or parcel it points to is not one you can see.</p>
      <Link href="/" className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
        Back to Ridedesk
      </Link>
    </div>
  );
}
