"use client";

import { PageError } from "./_components/page-error";

/** retry() fetches the segment again (a failed server render needs that); reset() alone only re-renders. */
export default function DeskError({ error, retry, reset }: { error: unknown; retry?: () => void; reset: () => void }) {
  return <PageError error={error} retry={retry ?? reset} />;
}
