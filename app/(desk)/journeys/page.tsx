import { getTranslations } from "next-intl/server";
import { BoardPage } from "@/app/(desk)/journeys/_components/board-page";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { boardLabels } from "@/lib/journeys/board-queries";
import { listRequesters, requestersForAgent } from "@/lib/accounts/requester-queries";
import { listUsers } from "@/lib/accounts/queries";
import { canSeeBatch, eventGroups, findBatch } from "@/lib/events/queries";
import { readBoardFilters } from "@/lib/journeys/board";
import type { Db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";

export async function generateMetadata() {
  const t = await getTranslations("journeys");
  return { title: t("title") };
}

const fullName = (r: { name: string; surname: string; email: string }) => [r.name, r.surname].filter(Boolean).join(" ") || r.email;

/** The event the board is filtered by, with its groups; null when there is none, or it is not one this person may see. */
async function eventFilter(database: Db, user: SessionUser, id: string | undefined) {
  const batch = id ? await findBatch(database, id) : null;
  if (!batch || !canSeeBatch(user, batch)) return null;
  return { id: batch.id, name: batch.name, groups: await eventGroups(database, batch.id) };
}

/** The journeys board. The rows come from GET /api/journeys in the browser (it knows the desk's zone); the filters' choices come from here. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser();
  const database = await db();
  const admin = user.role === "admin";
  const { event } = readBoardFilters(await searchParams);
  const [requesters, labels, agents, eventOption] = await Promise.all([
    admin ? listRequesters(database) : requestersForAgent(database, user.id, { activeOnly: false }),
    boardLabels(database, { id: user.id, role: user.role }),
    // Agents filter by their own bookings; admins by anyone's.
    admin ? listUsers(database) : Promise.resolve([{ id: user.id, name: user.name }]),
    eventFilter(database, user, event),
  ]);
  return (
    <BoardPage
      options={{
        requesters: requesters.map((r) => ({ id: r.id, name: fullName(r) })),
        labels,
        agents: agents.map((a) => ({ id: a.id, name: a.name, me: !admin })),
        event: eventOption,
      }}
    />
  );
}
