import { describe, expect, it } from "vitest";
import { messageRef } from "@/lib/i18n/message-ref";
import { maskWebhookUrl, slackWebhookUrlSchema, teamsWebhookUrlSchema, WEBHOOK_URL_MAX } from "./webhook-url";

const SLACK = "https://hooks.slack.com/services/T0123456789/B1001010101/7IsoQTrixdUtE971O1xQTm4T";
const LOGIC_APPS =
  "https://prod-27.westeurope.logic.azure.com:443/workflows/4f1e2d3c4b5a69788796a5b4c3d2e1f0/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=Zk3xPq9LmN0rStUvWxYz12AbCdEfGhIjKlMnOpQrStU";
const POWER_PLATFORM =
  "https://default4f1e2d3c4b5a69788796a5b4c3d2e1.f0.environment.api.powerplatform.com:443/powerautomate/automations/direct/workflows/0a1b2c3d4e5f/triggers/manual/paths/invoke?api-version=1&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdEFG";
const OFFICE = "https://contoso.webhook.office.com/webhookb2/a1b2c3d4@e5f6a7b8/IncomingWebhook/0123456789abcdef/9f8e7d6c";

const slack = slackWebhookUrlSchema();
const teams = teamsWebhookUrlSchema();
const errorOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0]!.message);

describe("a Slack webhook URL", () => {
  it.each([SLACK, "https://hooks.slack-gov.com/services/T0123/B0456/abcdef", `  ${SLACK}\n`, `${SLACK}/`])("takes %s", (url) => {
    expect(errorOf(slack.safeParse(url))).toBeNull();
  });

  it("comes back trimmed", () => {
    expect(slack.parse(`  ${SLACK} `)).toBe(SLACK);
  });

  it.each([
    ["", "alerts.urlRequired"],
    ["   ", "alerts.urlRequired"],
    ["hooks.slack.com/services/T0/B0/x", "alerts.urlInvalid"],
    ["http://hooks.slack.com/services/T0123/B0456/abcdef", "alerts.urlNotHttps"],
    ["https://hooks.slack.com/services/T0123/B0456", "alerts.slackUrlExpected"],
    ["https://hooks.slack.com/workflows/T0123/A0456/789/abcdef", "alerts.slackUrlExpected"],
    ["https://hooks.slack.com.evil.example/services/T0123/B0456/abcdef", "alerts.slackUrlExpected"],
    ["https://evil.example/hooks.slack.com/services/T0123/B0456/abcdef", "alerts.slackUrlExpected"],
    ["https://user:pw@hooks.slack.com/services/T0123/B0456/abcdef", "alerts.slackUrlExpected"],
    ["https://hooks.slack.com:8443/services/T0123/B0456/abcdef", "alerts.slackUrlExpected"],
    [LOGIC_APPS, "alerts.slackUrlExpected"],
    ["http://127.0.0.1:4010/services/T0/B0/x", "alerts.urlNotHttps"],
    [`${SLACK}?${"x".repeat(WEBHOOK_URL_MAX)}`, "alerts.urlTooLong"],
  ])("refuses %j", (url, key) => {
    expect(errorOf(slack.safeParse(url))).toBe(messageRef(key));
  });
});

describe("a Teams workflow URL", () => {
  it.each([LOGIC_APPS, POWER_PLATFORM, OFFICE])("takes %s", (url) => {
    expect(errorOf(teams.safeParse(url))).toBeNull();
  });

  it.each([
    [SLACK, "alerts.teamsUrlExpected"],
    ["https://prod-27.westeurope.logic.azure.com/", "alerts.teamsUrlExpected"],
    ["https://prod-27.westeurope.logic.azure.com/workflows/", "alerts.teamsUrlExpected"],
    ["https://logic.azure.com.evil.example/workflows/abc", "alerts.teamsUrlExpected"],
    ["https://environment.api.powerplatform.com/powerautomate/x", "alerts.teamsUrlExpected"],
    ["https://outlook.office.com/webhook/abc", "alerts.teamsUrlExpected"],
    ["http://prod-27.westeurope.logic.azure.com/workflows/abc", "alerts.urlNotHttps"],
    ["not a url", "alerts.urlInvalid"],
  ])("refuses %j", (url, key) => {
    expect(errorOf(teams.safeParse(url))).toBe(messageRef(key));
  });
});

describe("a receiver on this machine", () => {
  const local = "http://127.0.0.1:4010/hooks/desk";
  it("is taken only when loopback HTTP is allowed (the sandbox and tests)", () => {
    expect(errorOf(slack.safeParse(local))).toBe(messageRef("alerts.urlNotHttps"));
    expect(errorOf(teams.safeParse(local))).toBe(messageRef("alerts.urlNotHttps"));
    expect(errorOf(slackWebhookUrlSchema({ allowLoopbackHttp: true }).safeParse(local))).toBeNull();
    expect(errorOf(teamsWebhookUrlSchema({ allowLoopbackHttp: true }).safeParse(local))).toBeNull();
  });

  it.each(["http://127.0.0.1/hooks", "http://localhost:4010/hooks", "http://10.0.0.5:4010/hooks", "http://[::1]:4010/hooks", "ftp://127.0.0.1:4010/x"])(
    "is 127.0.0.1 with a port, never %s",
    (url) => {
      expect(errorOf(slackWebhookUrlSchema({ allowLoopbackHttp: true }).safeParse(url))).not.toBeNull();
    },
  );
});

describe("maskWebhookUrl", () => {
  it("shows the host, the service's first path word and the last four characters only", () => {
    expect(maskWebhookUrl(SLACK)).toBe("https://hooks.slack.com/services/…/••••Tm4T");
    expect(maskWebhookUrl(LOGIC_APPS)).toBe("https://prod-27.westeurope.logic.azure.com/workflows/…/••••rStU");
    expect(maskWebhookUrl(OFFICE)).toBe("https://contoso.webhook.office.com/webhookb2/…/••••7d6c");
    expect(maskWebhookUrl("http://127.0.0.1:4010/hooks/desk/abcdefghijkl")).toBe("http://127.0.0.1:4010/…/••••ijkl");
  });

  it("never shows the secret parts", () => {
    for (const url of [SLACK, LOGIC_APPS, POWER_PLATFORM, OFFICE]) {
      const masked = maskWebhookUrl(url);
      const { pathname, searchParams } = new URL(url);
      const secrets = [...pathname.split("/").filter((p) => p.length >= 10 && p !== "powerautomate"), searchParams.get("sig") ?? ""].filter(Boolean);
      for (const secret of secrets) expect(masked).not.toContain(secret.slice(0, 8));
      expect(masked).not.toContain("sig=");
    }
  });

  it("shows nothing of a secret too short to spare four characters, nor of text that is no URL", () => {
    expect(maskWebhookUrl("https://hooks.slack.com/s/abc")).toBe("https://hooks.slack.com/…/••••");
    expect(maskWebhookUrl("hooks.slack.com/services/T0/B0/secret")).toBe("••••");
  });
});
