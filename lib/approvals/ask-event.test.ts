import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { approvals, eventBatches } from "@/lib/db/schema";
import type { MailCarrier } from "@/lib/outbound/carriers";
import type { postAlert } from "@/lib/alerts/post-webhook";
import type { AskDeps } from "./ask";
import { askEventApprovers } from "./ask-event";
import { chooseApprover, heldRide, person } from "./testing";

type Sent = Parameters<MailCarrier["send"]>[0];

describe.each(TEST_ENGINES)("asking about an event's held rides on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it("sends one email per approver for the rides held so far, with their count and total, and the next ask only names rides held since", async () => {
    const agent = await person(h.db, "Marta", "agent");
    const approver = await person(h.db, "Lia", "approver");
    await chooseApprover(h.db, "sales", approver.id);
    const [batch] = await h.db.insert(eventBatches).values({ name: "Summit 2027", createdBy: agent.id, status: "booking" }).returning();
    const inEvent = async () => {
      const { approval } = await heldRide(h.db, agent.id);
      await h.db.update(approvals).set({ eventBatchId: batch!.id }).where(eq(approvals.id, approval.id));
      return approval;
    };
    const first = [await inEvent(), await inEvent(), await inEvent()];
    const mail = { send: vi.fn(async (m: Sent) => ({ id: m.messageId })) };
    const post = vi.fn<typeof postAlert>(async () => ({ outcome: "sent", status: 200 }));
    const deps: AskDeps = {
      db: async () => h.db,
      mail: () => mail,
      webhooks: async () => ({ slack: null, teams: null }),
      appUrl: "https://desk.acme.example",
      deskLanguage: async () => "en",
      mailDomain: "acme.example",
      allowLoopbackHttp: false,
      post,
    };

    await askEventApprovers(deps, batch!.id);
    const toApprover = mail.send.mock.calls.map(([m]) => m).filter((m) => m.to === approver.email);
    expect(toApprover).toHaveLength(1);
    expect(toApprover[0]!.subject).toMatch(/^Approval needed: 3 rides of the event Summit 2027, €103\.50, first answer due /);
    expect(toApprover[0]!.text).toContain(`https://desk.acme.example/approvals/${first[0]!.id}`);
    // Only the label's approver and the admins are asked; nobody else, and not the agent who asked.
    expect(mail.send.mock.calls.map(([m]) => m.to)).toEqual([approver.email]);

    mail.send.mockClear();
    await askEventApprovers(deps, batch!.id);
    expect(mail.send).not.toHaveBeenCalled();
    await inEvent();
    await askEventApprovers(deps, batch!.id);
    expect(mail.send.mock.calls.map(([m]) => m.subject)).toEqual([expect.stringMatching(/^Approval needed: 1 ride of the event Summit 2027, €34\.50/)]);
  });
});
