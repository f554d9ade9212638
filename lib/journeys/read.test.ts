import { describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { bookedJourney } from "@/lib/booking/fixtures";
import { replaceRequesters, setAgentRequesters } from "@/lib/accounts/requester-queries";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { createUser } from "@/lib/accounts/queries";
import { readJourney } from "./read";

const ANA = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";
const LUIS = "9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d";

describe.each(TEST_ENGINES)("who may follow a journey, on %s", (engine) => {
  const h = useFreshDatabase(engine);

  async function setUp() {
    await replaceRequesters(h.db, [
      { id: ANA, email: "ana@acme.example", name: "Ana", surname: "Ruiz" },
      { id: LUIS, email: "luis@acme.example", name: "Luis", surname: "Mora" },
    ]);
    const mk = async (email: string, role: "admin" | "agent"): Promise<SessionUser> => {
      const u = await createUser(h.db, { email: `${crypto.randomUUID().slice(0, 6)}-${email}`, name: email, role });
      return { id: u.id, email: u.email, name: u.name, role };
    };
    const booker = await mk("booker@acme.example", "agent");
    const colleague = await mk("colleague@acme.example", "agent");
    const stranger = await mk("stranger@acme.example", "agent");
    const admin = await mk("admin@acme.example", "admin");
    await setAgentRequesters(h.db, colleague.id, [ANA], ANA);
    await setAgentRequesters(h.db, stranger.id, [LUIS], LUIS);
    const booking = await bookedJourney(h.db, { requesterId: ANA, createdBy: booker.id });
    return { booker, colleague, stranger, admin, journeyId: booking.journeyId! };
  }

  it("lets the agent who booked it, agents of its requester and admins read it; no one else learns it exists", async () => {
    const { booker, colleague, stranger, admin, journeyId } = await setUp();
    for (const user of [booker, colleague, admin]) {
      expect((await readJourney({ db: h.db, user }, { journeyId })).live).toMatchObject({ journeyId, state: null, following: true });
    }
    const refused = await readJourney({ db: h.db, user: stranger }, { journeyId }).then(() => null, (e: Error) => e);
    expect(refused).toMatchObject({ code: "not_found" });
    // The same answer as for a journey that does not exist at all.
    await expect(readJourney({ db: h.db, user: stranger }, { journeyId: crypto.randomUUID() })).rejects.toMatchObject({ code: "not_found", message: refused!.message });
  });

  it("reads the same booking by our id, as the journey page does, with the same refusal", async () => {
    const { booker, stranger, journeyId } = await setUp();
    const byJourney = await readJourney({ db: h.db, user: booker }, { journeyId });
    expect(await readJourney({ db: h.db, user: booker }, { bookingId: byJourney.bookingId })).toEqual(byJourney);
    // The page names the requester rather than showing the provider's id.
    expect(byJourney.requesterName).toBe("Ana Ruiz");
    await expect(readJourney({ db: h.db, user: stranger }, { bookingId: byJourney.bookingId })).rejects.toMatchObject({ code: "not_found" });
  });
});
