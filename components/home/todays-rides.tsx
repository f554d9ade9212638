import Link from "next/link";

/**
 * Today's rides. The list of journeys arrives with a later change; until then this says so
 * plainly rather than showing made-up rides.
 */
export function TodaysRides() {
  return (
    <section aria-labelledby="todays-rides-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="todays-rides">
      <h2 id="todays-rides-heading" className="text-lg font-semibold">
        Today&apos;s rides
      </h2>
      <div className="mt-4 rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center">
        <p className="font-medium text-slate-700">Your rides today will appear here</p>
        <p className="mt-1 text-sm text-slate-500">
          Meanwhile, each booking gives you the guest&apos;s link to follow the ride.{" "}
          <Link href="/book" className="font-medium text-brand-700 underline underline-offset-2 hover:no-underline">
            Book a ride
          </Link>
        </p>
      </div>
    </section>
  );
}
