import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CarriersCard } from "@/app/(desk)/admin/notifications/_components/carriers-card";
import { DeskChannelForm } from "@/app/(desk)/admin/notifications/_components/desk-channel-form";
import { NotificationSettingsForm } from "@/app/(desk)/admin/notifications/_components/settings-form";
import { maskWebhookUrl } from "@/lib/alerts/webhook-url";
import { users } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { parseEnv } from "@/lib/env";
import { InLanguage } from "@/lib/i18n/testing";
import { notificationsAdminView } from "@/lib/notifications/admin-view";
import { DESK_CHANNELS } from "@/lib/channels";
import { saveDeskWebhook } from "@/lib/outbound/settings-queries";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

const SLACK = "https://hooks.slack.com/services/T0SECRET/B0SECRET/slackSecretToken1234";
const TEAMS = "https://prod-01.westeurope.logic.azure.com/workflows/abc/triggers/manual/paths/invoke?sig=teamsSignatureSecret";
const SECRETS = ["T0SECRET", "B0SECRET", "slackSecretToken", "teamsSignatureSecret", "sig=", "mailer-user", "mailer-pa55word"];
const ADMIN = "6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5";

const config = () =>
  parseEnv({
    SANDBOX_CLIENT_ID: "view-client",
    SANDBOX_CLIENT_SECRET: "view-secret",
    SMTP_URL: "smtp://mailer-user:mailer-pa55word@mail.example.com:587",
    MAIL_FROM: "desk@example.com",
  });

describe.each(TEST_ENGINES)("the Notifications page's data on %s", (engine) => {
  const h = useFreshDatabase(engine);
  beforeAll(async () => {
    await h.db.insert(users).values({ id: ADMIN, email: "view-admin@example.com", name: "Vera Admin", role: "admin" });
  });

  it("says where alerts cannot go before any webhook is saved", async () => {
    const view = await notificationsAdminView(h.db, config());
    expect(view.deskChannels).toEqual({ slack: null, teams: null });
    expect(view.alertTargets).toEqual({
      agent_email: { available: true },
      slack: { available: false, why: "no_webhook" },
      teams: { available: false, why: "no_webhook" },
    });
    expect(view.savedAt).toBeNull();
    // No user chose a language yet: the alerts go in the company's.
    expect(view.automaticAlertLanguage).toBe("en");
  });

  it("carries the webhook URLs only masked and the SMTP server only by its host, in its data and in what it renders", async () => {
    const actor = { id: ADMIN, email: "view-admin@example.com" };
    await saveDeskWebhook(h.db, "slack", SLACK, actor);
    await saveDeskWebhook(h.db, "teams", TEAMS, actor);
    const view = await notificationsAdminView(h.db, config());

    expect(view.deskChannels).toEqual({ slack: { masked: maskWebhookUrl(SLACK) }, teams: { masked: maskWebhookUrl(TEAMS) } });
    expect(view.carriers.email).toEqual({ host: "mail.example.com:587", from: "desk@example.com" });
    expect(view.alertTargets.slack).toEqual({ available: true });
    // What crosses to the browser is this data, serialised, and the HTML rendered from it.
    const data = JSON.stringify(view);
    const html = renderToStaticMarkup(
      <InLanguage>
        <CarriersCard carriers={view.carriers} />
        <NotificationSettingsForm view={view} previews={[]} />
        {DESK_CHANNELS.map((channel) => (
          <DeskChannelForm key={channel} channel={channel} saved={view.deskChannels[channel]} allowLoopbackHttp={view.allowLoopbackHttp} />
        ))}
      </InLanguage>,
    );
    expect(html).toContain("mail.example.com:587");
    expect(html).toContain("…/••••1234");
    for (const secret of SECRETS) {
      expect(data, secret).not.toContain(secret);
      expect(html, secret).not.toContain(secret);
    }
  });

  it("links to the sandbox's inbox only when the sandbox answers for Twilio", async () => {
    expect((await notificationsAdminView(h.db, config())).carriers).toMatchObject({ twilio: { mode: "sandbox" }, sandboxInbox: "/sandbox/messages" });
    const twilio = parseEnv({
      SANDBOX_CLIENT_ID: "c",
      SANDBOX_CLIENT_SECRET: "s",
      TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`,
      TWILIO_AUTH_TOKEN: "twilio-token",
      TWILIO_SMS_FROM: "+34600000000",
    });
    const view = await notificationsAdminView(h.db, twilio);
    expect(view.carriers).toMatchObject({ twilio: { mode: "remote", smsFrom: "+34600000000", whatsappFrom: null }, sandboxInbox: null, email: null });
    expect(view.guestChannels).toEqual({
      sms: { available: true },
      whatsapp: { available: false, why: "no_sender" },
      email: { available: false, why: "no_smtp" },
    });
    expect(JSON.stringify(view)).not.toContain("twilio-token");
  });
});
