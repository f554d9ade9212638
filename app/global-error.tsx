"use client";

import "./globals.css";

type Failure = Error & { digest?: string };

/**
 * When the root layout itself fails: this replaces it, so it brings its own document and styles.
 * retry() fetches the page again (a failed server render needs that); reset() alone only re-renders.
 * The error's message stays out of the page: it may carry a guest's link or a token.
 */
export default function GlobalError({ error, retry, reset }: { error: unknown; retry?: () => void; reset: () => void }) {
  const digest = (error as Partial<Failure> | null)?.digest;
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        <title>Something went wrong · Ridedesk</title>
        <main role="alert" className="mx-auto max-w-lg px-6 py-24 text-center">
          <p className="text-sm font-semibold text-brand-700">Ridedesk</p>
          <h1 className="mt-2 text-2xl font-bold">Something went wrong</h1>
          <p className="mt-3 text-slate-600">Ridedesk could not show this page. Your bookings are safe; try again in a moment.</p>
          {digest && <p className="mt-2 text-xs text-slate-500">Reference for support: <code>{digest}</code></p>}
          <button
            type="button"
            onClick={() => (retry ?? reset)()}
            className="mt-6 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
