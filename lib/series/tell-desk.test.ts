import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "@/lib/db/schema";
import { TEST_ENGINES } from "@/lib/db/testing";
import { createSeries } from "./create";
import { sweepSeries } from "./jobs";
import { sendOccurrence } from "./send";
import { tellDesk } from "./tell-desk";
import { fakeSending, formBooking, seriesWorld, SERIES_NOW as NOW, useSeriesDatabase } from "./testing";

describe.each(TEST_ENGINES)("a day of a series not booked, told to the desk, on %s", (engine) => {
  const h = useSeriesDatabase(engine);

  it("reaches the agent by email in their language and the desk's Slack channel, naming the day, why, and the series' page", async () => {
    const user = await seriesWorld(h.db);
    await h.db.update(users).set({ locale: "en" }).where(eq(users.id, user.id));
    const { seriesId } = await createSeries(
      { user, db: h.db },
      { booking: formBooking("2027-01-11", "08:30"), repeat: { weekdays: [1, 2], end: { kind: "rides", rides: 2 } }, riderName: "Ana Guest" },
      NOW,
    );
    const ids: string[] = [];
    await sweepSeries(
      h.db,
      { send: async (_q: string, d: object) => (ids.push((d as { occurrenceId: string }).occurrenceId), "job") },
      new Date(NOW),
      new Date(NOW),
    );
    const { deps } = fakeSending(h.db, { refuse: ["2027-01-12"] });
    for (const id of ids) await sendOccurrence(h.db, deps, id);

    const mails: { to: string; subject: string; text: string }[] = [];
    const posts: { url: string; body: unknown }[] = [];
    const tell = {
      db: async () => h.db,
      mail: () => ({ send: async (m: { to: string; subject: string; text: string }) => (mails.push(m), { id: "m1" }) }),
      webhooks: async () => ({ slack: "https://hooks.slack.com/services/T0/B0/secret", teams: null }),
      appUrl: "https://desk.example",
      deskLanguage: async () => "es" as const,
      mailDomain: "desk.example",
      allowLoopbackHttp: false,
      post: async (url: string, body: unknown) => (posts.push({ url, body }), { outcome: "sent" as const, status: 200 }),
    };
    // The day booked is no failure: nothing is told about it.
    expect(await tellDesk(tell, ids[0]!)).toEqual({ sent: [] });
    expect(await tellDesk(tell, ids[1]!)).toEqual({ sent: ["agent_email", "slack"] });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(user.email);
    expect(mails[0]!.subject).toContain("A ride that repeats could not be booked: Ana Guest, Tuesday 12 January, 08:30");
    expect(mails[0]!.text).toContain("The pickup is outside the area the service covers.");
    expect(mails[0]!.text).toContain(`https://desk.example/journeys/series/${seriesId}`);
    // The desk's channel reads the desk's language.
    expect(JSON.stringify(posts[0]!.body)).toContain("No se pudo reservar un viaje que se repite: Ana Guest, martes 12 de enero");
  });
});
