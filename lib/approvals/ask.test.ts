import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { approvals } from "@/lib/db/schema";
import { CarrierError, type MailCarrier } from "@/lib/outbound/carriers";
import type { postAlert } from "@/lib/alerts/post-webhook";
import { decideApproval } from "@/lib/spend/approvals-queries";
import { askApprovers, tellAsker, type AskDeps } from "./ask";
import { noticesOf } from "./notices";
import { chooseApprover, heldRide, person } from "./testing";

const SLACK = "https://hooks.slack.com/services/T000/B000/XXXXXXXXXXXXXXXXXXXXXXXX";
type Sent = Parameters<MailCarrier["send"]>[0];

describe.each(TEST_ENGINES)("asking approvers on %s", (engine) => {
  const h = useFreshDatabase(engine);

  function deps(over: Partial<AskDeps> = {}) {
    const mail = { send: vi.fn(async (m: Sent) => ({ id: m.messageId })) };
    const post = vi.fn<typeof postAlert>(async () => ({ outcome: "sent", status: 200 }));
    const d: AskDeps = {
      db: async () => h.db,
      mail: () => mail,
      webhooks: async () => ({ slack: SLACK, teams: null }),
      appUrl: "https://desk.acme.example/",
      deskLanguage: async () => "pt",
      mailDomain: "acme.example",
      allowLoopbackHttp: false,
      post,
      ...over,
    };
    return { d, mail, post };
  }

  it("emails each approver of the label (not the one who asked) in their language, else the desk's, and posts to the channel, with the approval's link", async () => {
    const agent = await person(h.db, "Marta", "agent");
    const admin = await person(h.db, "Admin", "admin", "es");
    const approver = await person(h.db, "Lia", "approver");
    const other = await person(h.db, "Otto", "approver");
    await chooseApprover(h.db, "sales", approver.id);
    await chooseApprover(h.db, "ops", other.id);
    const { approval } = await heldRide(h.db, agent.id);
    const { d, mail, post } = deps();

    const { sent } = await askApprovers(d, approval.id);

    expect(sent.sort()).toEqual([`approver:${admin.id}`, `approver:${approver.id}`, "slack"].sort());
    const to = (email: string) => mail.send.mock.calls.map(([m]) => m).find((m) => m.to === email)!;
    expect(mail.send.mock.calls.map(([m]) => m.to).sort()).toEqual([admin.email, approver.email].sort());
    // The admin chose Spanish; the approver chose nothing and reads the desk's language (Portuguese here).
    expect(to(admin.email).subject).toMatch(/^Aprobación necesaria: viaje de Ana Ruiz, 34,50\s€/);
    expect(to(approver.email).subject).toMatch(/^Aprovação necessária: viagem de Ana Ruiz/);
    expect(to(approver.email).text).toContain(`https://desk.acme.example/approvals/${approval.id}`);
    expect(to(admin.email).text).toMatch(/Por qué necesita aprobación: .*34,50\s€.*20,00\s€/);
    expect(to(admin.email).text).toContain("Pedido por: Marta");
    expect(to(admin.email).text).toContain("Etiqueta: sales");
    expect(post).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(post.mock.calls[0]![1])).toContain(`/approvals/${approval.id}`);
  });

  it("sends once: a job run again sends nothing more, and after a failure only what did not go", async () => {
    const agent = await person(h.db, "Marta", "agent");
    const approver = await person(h.db, "Lia", "approver");
    await chooseApprover(h.db, "sales", approver.id);
    const admin = await person(h.db, "Admin", "admin");
    const { approval } = await heldRide(h.db, agent.id);
    const failing = deps();
    failing.mail.send.mockImplementation(async (m: Sent) => {
      if (m.to === admin.email) throw new CarrierError("retry", "421", "try later");
      return { id: m.messageId };
    });
    await expect(askApprovers(failing.d, approval.id)).rejects.toThrow("try later");
    expect(failing.post).toHaveBeenCalledTimes(1);

    const again = deps();
    expect((await askApprovers(again.d, approval.id)).sent).toEqual([`approver:${admin.id}`]);
    expect(again.mail.send.mock.calls.map(([m]) => m.to)).toEqual([admin.email]);
    expect(again.post).not.toHaveBeenCalled();
    // The retry carries the same Message-ID as the first try, so a mail server can tell a repeat.
    expect(again.mail.send.mock.calls[0]![0].messageId).toBe(failing.mail.send.mock.calls.find(([m]) => m.to === admin.email)![0].messageId);

    const third = deps();
    expect((await askApprovers(third.d, approval.id)).sent).toEqual([]);
    expect(third.mail.send).not.toHaveBeenCalled();
    expect((await noticesOf(h.db, approval.id)).every((n) => n.sentAt !== null)).toBe(true);
  });

  it("asks no one about an approval already answered", async () => {
    const agent = await person(h.db, "Marta", "agent");
    await person(h.db, "Admin", "admin");
    const { approval } = await heldRide(h.db, agent.id);
    await h.db.update(approvals).set({ status: "declined" }).where(eq(approvals.id, approval.id));
    const { d, mail, post } = deps();
    expect((await askApprovers(d, approval.id)).sent).toEqual([]);
    expect(mail.send).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });

  it("tells the agent who asked of a no, with the approver's note and the ride's page, once", async () => {
    const agent = await person(h.db, "Marta", "agent", "en");
    const admin = await person(h.db, "Admin", "admin");
    const { approval, booking } = await heldRide(h.db, agent.id);
    await decideApproval(h.db, approval.id, { status: "declined", by: admin.id, note: "Take the train, it is faster." }, new Date());
    const { d, mail } = deps();

    expect((await tellAsker(d, approval.id)).sent).toEqual(["asker:declined"]);
    const [m] = mail.send.mock.calls[0]!;
    expect(m.to).toBe(agent.email);
    expect(m.subject).toBe("Declined: Ana Ruiz's ride (Tuesday 1 December, 09:30, Madrid time) was not booked");
    expect(m.text).toContain("Note: Take the train, it is faster.");
    expect(m.text).toContain("Answered by: Admin");
    expect(m.text).toContain(`https://desk.acme.example/journeys/${booking.id}`);
    expect((await tellAsker(d, approval.id)).sent).toEqual([]);
    expect(mail.send).toHaveBeenCalledTimes(1);
  });

  it("tells no one while the approval still waits", async () => {
    const agent = await person(h.db, "Marta", "agent");
    const { approval } = await heldRide(h.db, agent.id);
    const { d, mail } = deps();
    expect((await tellAsker(d, approval.id)).sent).toEqual([]);
    expect(mail.send).not.toHaveBeenCalled();
  });
});
