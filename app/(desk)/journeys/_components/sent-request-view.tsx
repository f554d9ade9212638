import { describeSentRequest, type SentNames } from "@/lib/journeys/sent-request";

/** Everything a booking sent to the provider, readably, to compare with the provider's panel. */
export function SentRequestView({ request, names, heading = "What was sent to the ride service" }: { request: Record<string, unknown>; names?: SentNames; heading?: string }) {
  const { lines, stops } = describeSentRequest(request, names);
  return (
    <section aria-label={heading} data-testid="sent-request" className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
      <h3 className="font-semibold text-slate-900">{heading}</h3>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
        {lines.map((l) => (
          <div key={l.term} className="contents">
            <dt className="text-slate-500">{l.term}</dt>
            <dd className="break-words text-slate-900">{l.value}</dd>
          </div>
        ))}
      </dl>
      <ol className="space-y-2">
        {stops.map((s, i) => (
          <li key={i}>
            <p className="font-medium text-slate-900">{s.title}</p>
            <ul className="text-slate-700">
              {s.lines.map((line, j) => <li key={j} className="break-words">{line}</li>)}
            </ul>
          </li>
        ))}
      </ol>
      <details>
        <summary className="cursor-pointer text-slate-600">The request exactly as sent (JSON)</summary>
        <pre className="mt-2 max-h-72 overflow-auto rounded bg-white p-2 text-xs">{JSON.stringify(request, null, 2)}</pre>
      </details>
    </section>
  );
}
