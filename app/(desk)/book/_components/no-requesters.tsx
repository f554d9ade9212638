import Link from "next/link";

/** The booking form's dead end: no one to book for. An admin gets the way out; an agent, who to ask. */
export function NoRequesters({ manageHref }: { manageHref: string | null }) {
  return (
    <div className="rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900" data-testid="no-requesters">
      <p>You have no requesters to book for yet.</p>
      {manageHref ? (
        <p className="mt-1">
          <Link href={manageHref} className="font-medium text-amber-950 underline underline-offset-2 hover:no-underline">
            Sync and choose your requesters on the Users page
          </Link>
          , then come back to book.
        </p>
      ) : (
        <p className="mt-1">Ask an admin to assign you the people you book rides for.</p>
      )}
    </div>
  );
}
