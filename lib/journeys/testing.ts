import { vi } from "vitest";
import type { ActionContext } from "@/lib/auth/guard";
import type { Db } from "@/lib/db";
import { bookedJourney } from "@/lib/booking/testing";
import { bookingById } from "@/lib/booking/resolution-queries";
import type { NewBooking } from "@/lib/booking/queries";
import { replaceRequesters, setAgentRequesters } from "@/lib/accounts/requester-queries";
import { createUser } from "@/lib/accounts/queries";
import { createProviderClient } from "@/lib/provider/client";
import { manualClock } from "@/lib/sandbox/clock";
import { PLACES, REQUESTER, serveSandbox } from "@/lib/sandbox/testing";
import type { JourneyDeps } from "./deps";

/** A desk and a provider sandbox for tests of what the desk does with booked rides. */

export const OTHER_REQUESTER = "a41d8c2e9f7b4a63b5e0c1d2f3a4b5c6";
export const STOPS: [number, number][] = [PLACES.sol, PLACES.castellana200];

/** An admin, an agent who books for REQUESTER, and an agent who books only for another requester. */
export async function deskPeople(db: Db) {
  await replaceRequesters(db, [
    { id: REQUESTER, email: "lucia@acme.example", name: "Lucía", surname: "Test" },
    { id: OTHER_REQUESTER, email: "omar@acme.example", name: "Omar", surname: "Other" },
  ]);
  const tag = crypto.randomUUID().slice(0, 8);
  const person = async (role: "admin" | "agent", name: string, requester: string | null) => {
    const row = await createUser(db, { email: `${name.toLowerCase()}-${tag}@desk.test`, name, role });
    if (requester) await setAgentRequesters(db, row.id, [requester], requester);
    return { id: row.id, email: row.email, name: row.name, role };
  };
  const admin = await person("admin", "Admin", null);
  const agent = await person("agent", "Agent", REQUESTER);
  const stranger = await person("agent", "Stranger", OTHER_REQUESTER);
  const as = (user: typeof agent): ActionContext => ({ user, db });
  return { admin, agent, stranger, as };
}

/** A sandbox on a loopback port with its clock in hand, and the deps the journey actions use. */
export async function rideSandbox() {
  const clock = manualClock(Date.now());
  const s = await serveSandbox({ clock, tokenTtlSeconds: 7 * 24 * 3600 });
  const rides = createProviderClient({ baseUrl: s.url, authUrl: s.url, ...s.sandbox.credentials }, { fetch: s.fetch, retry: { sleep: async () => {} } });
  const follow = vi.fn(async (_bookingId: string) => {});
  const deps: JourneyDeps = { rides, follow, poll: { activeSeconds: 15 } };
  const { clientId, clientSecret } = s.sandbox.credentials;

  /** Creates a journey at the sandbox. */
  async function journey(stops = STOPS) {
    const [item] = await rides.estimate({ requester_id: REQUESTER, start_type: "asap", stops: stops.map((loc) => ({ loc })) });
    return rides.createJourney({ product_id: item!.product.id, requester_id: REQUESTER, rider: { id: REQUESTER }, stops: stops.map((loc) => ({ loc })) });
  }

  /** A booked ride: the journey at the sandbox and its booking in our database. */
  async function bookRide(db: Db, over: Partial<NewBooking> = {}) {
    const created = await journey();
    const b = await bookedJourney(db, { request: { product_id: "p", stops: STOPS.map((loc) => ({ loc })) }, ...over }, created.id);
    return (await bookingById(db, b.id))!;
  }

  const force = async (journeyId: string, outcome: string) => {
    const r = await fetch(`${s.url}/_sandbox/journeys/${journeyId}/outcome`, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}` },
      body: JSON.stringify({ outcome }),
    });
    if (!r.ok) throw new Error(`forcing ${outcome}: ${r.status} ${await r.text()}`);
  };

  /** What the sandbox received for one journey besides reads: cancels and keep_searching, as logged. */
  const writesTo = (journeyId: string) =>
    s.sandbox.state.requests.filter((r) => r.path.startsWith(`/api/v4/journey/${journeyId}/`)).map((r) => ({ path: r.path, body: r.body }));

  return { ...s, clock, rides, follow, deps, journey, bookRide, force, writesTo };
}
