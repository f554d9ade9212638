import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { SANDBOX_AUTH } from "./booking-helpers";
import { bookRide, signedInAs } from "./fixtures";
import { uniqueRider } from "./journey-helpers";
import { receivedBy, uniquePhone } from "./message-helpers";

/**
 * The Notifications page, end to end: an admin chooses what guests are told and where the desk is
 * alerted, points the desk's Slack channel at a receiver on this machine, tests it, reads the preview
 * in Spanish, and removes the channel again; an agent cannot open the page. (Runs on the second
 * installation: the settings and the desk's channel apply to every ride there.)
 */

test.describe.configure({ mode: "serial" });

type SlackBody = { text: string; blocks: { type: string; text?: { text: string } }[] };

/** A Slack channel's stand-in: answers "ok" as Slack does, and keeps every body it was posted. */
async function slackReceiver() {
  const bodies: SlackBody[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      bodies.push(JSON.parse(body) as SlackBody);
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/services/T0E2E/B0E2E/e2eSecretToken0042`,
    port,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const slackSection = (page: Page) => page.getByTestId("desk-channel-slack");

test("an admin sets what guests are told and where the desk is alerted, tests Slack and reads the preview in Spanish", async ({ page }) => {
  const slack = await slackReceiver();
  try {
    await page.goto("/admin/notifications");
    await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
    const carriers = page.getByTestId("notification-carriers");
    await expect(carriers.getByRole("link", { name: "See the messages it was given" })).toHaveAttribute("href", "/sandbox/messages");
    // The second installation has an SMTP server (playwright.config.ts): its host and sender, never its credentials.
    await expect(carriers.getByTestId("carrier-email")).toContainText(
      /Sent through the SMTP server 127\.0\.0\.1:\d+, from Ridedesk <desk@ridedesk\.example>\./,
    );
    await expect(page.getByTestId("guest-channel-email")).toBeEnabled();
    // Before a webhook URL is saved, Slack cannot be chosen.
    await expect(page.getByRole("checkbox", { name: "Uncertain — Slack" })).toBeDisabled();

    const section = slackSection(page);
    await section.getByLabel("Slack webhook URL", { exact: true }).fill(slack.url);
    await section.getByRole("button", { name: "Save URL" }).click();
    await expect(section.getByText("Slack webhook URL saved.")).toBeVisible();
    await expect(section.getByTestId("masked-url")).toHaveText(`http://127.0.0.1:${slack.port}/services/…/••••0042`);
    // The URL is a secret: neither the page nor the HTML it is rendered from has it.
    expect(await page.content()).not.toContain("e2eSecretToken");
    expect(await (await page.request.get("/admin/notifications")).text()).not.toContain("e2eSecretToken");

    const uncertainSlack = page.getByRole("checkbox", { name: "Uncertain — Slack" });
    await expect(uncertainSlack).toBeEnabled();
    await uncertainSlack.uncheck();
    await page.getByTestId("guest-channel-whatsapp").check();
    await page.getByRole("checkbox", { name: "Driver arrived" }).uncheck();
    await page.getByLabel("Reminder, in minutes before the pickup").fill("45");
    await page.getByLabel("No driver yet, in minutes before the pickup").fill("15");

    // WhatsApp templates: the text to register at Twilio with its variables, and a Content SID that must be Twilio's shape.
    const templates = page.getByTestId("whatsapp-templates");
    await expect(templates.getByTestId("templates-mapped")).toHaveText(/^0 of 21 templates have a Content SID\./);
    await templates.locator('details[data-event="booked"] summary').click();
    const spanishBooked = templates.getByTestId("template-booked:es");
    await expect(spanishBooked.getByTestId("template-text")).toHaveText(
      /^Tu viaje está reservado: \{\{1\}\}, desde \{\{2\}\}\. Síguelo aquí: \{\{3\}\} Responde STOP/,
    );
    await expect(spanishBooked).toContainText("{{3}} link to the guest's page:");
    const sid = spanishBooked.getByLabel("Ride booked, Español: Content SID");
    await sid.fill("HX123");
    await page.getByRole("button", { name: "Save notifications" }).click();
    await expect(spanishBooked.getByText("A Content SID is HX followed by 32 letters and digits (0–9, a–f), as Twilio shows it.")).toBeVisible();
    await sid.fill("HX0123456789abcdef0123456789abcdef");
    await expect(templates.getByTestId("templates-mapped")).toHaveText(/^1 of 21 templates have a Content SID\./);

    // The desk's alerts: automatic (most users' language, here the company's) until an admin picks one.
    const alertLanguage = page.getByLabel("Language of the Slack and Teams alerts");
    await expect(alertLanguage.locator("option:checked")).toHaveText("Automatic: the language most of the desk's users chose (English)");
    await page.getByRole("button", { name: "Save notifications" }).click();
    await expect(page.getByText(/^Notifications saved: .+ changed\.$/)).toBeVisible();

    await page.reload();
    await expect(page.getByTestId("guest-channel-whatsapp")).toBeChecked();
    await expect(page.getByTestId("guest-channel-sms")).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Driver arrived" })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Ride booked" })).toBeChecked();
    await expect(page.getByLabel("Reminder, in minutes before the pickup")).toHaveValue("45");
    await expect(page.getByLabel("No driver yet, in minutes before the pickup")).toHaveValue("15");
    await expect(page.getByRole("checkbox", { name: "Uncertain — Slack" })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Not found — Slack" })).toBeChecked();
    await page.getByTestId("whatsapp-templates").locator('details[data-event="booked"] summary').click();
    await expect(page.getByLabel("Ride booked, Español: Content SID")).toHaveValue("HX0123456789abcdef0123456789abcdef");

    // The test alert is posted before the action answers: the receiver has it once the page says so.
    await slackSection(page).getByRole("button", { name: "Send a test to Slack" }).click();
    await expect(slackSection(page).getByText("Slack accepted the test alert. Look for it in the channel.")).toBeVisible();
    // The channel may also get a real alert this installation still owes (another spec's ride, due
    // once the URL is saved): the test alerts are the ones about the sample guest.
    const tests = () => slack.bodies.filter((b) => /Alex (Example|Ejemplo)/.test(b.blocks[0]?.text?.text ?? ""));
    expect(tests()).toHaveLength(1);
    expect(tests()[0]!.blocks.map((b) => b.type)).toEqual(["header", "section", "actions"]);
    expect(tests()[0]!.blocks[0]!.text!.text).toMatch(/^Test from Ridedesk — No driver found for Alex Example/);

    // The preview, in the desk's language first, then in Spanish without a reload, then by keyboard in Portuguese.
    await expect(page.getByTestId("preview-en")).toContainText("Your ride is booked");
    const spanish = page.getByRole("tab", { name: "Español" });
    await spanish.click();
    await expect(spanish).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("preview-en")).toBeHidden();
    const preview = page.getByTestId("preview-es");
    await expect(preview.getByTestId("preview-subject").first()).toHaveText("Tu viaje está reservado");
    await expect(preview.getByTestId("preview-alert-title").first()).toContainText("No se encontró conductor para Alex Ejemplo");
    await spanish.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Português (Brasil)" })).toBeFocused();
    await expect(page.getByTestId("preview-pt")).toContainText("Sua viagem está reservada");
    // Each SMS with what it costs: GSM-7, one or two segments.
    for (const cost of await page.getByTestId("preview-pt").getByTestId("preview-sms-cost").allTextContents())
      expect(cost).toMatch(/^[12] SMS segments?, \d+ characters \(GSM-7:/);

    // The alerts in Spanish, chosen by the admin: the test alert speaks it.
    await page.getByLabel("Language of the Slack and Teams alerts").selectOption("es");
    await page.getByRole("button", { name: "Save notifications" }).click();
    await expect(page.getByText("Notifications saved: language of the alerts changed.")).toBeVisible();
    await slackSection(page).getByRole("button", { name: "Send a test to Slack" }).click();
    // The first test's answer may still show: wait for the second post itself.
    await expect.poll(() => tests().length).toBe(2);
    await expect(slackSection(page).getByText("Slack accepted the test alert. Look for it in the channel.")).toBeVisible();
    expect(tests()[1]!.blocks[0]!.text!.text).toMatch(/No se encontró conductor para Alex Ejemplo/);

    // Back to the automatic language, which the other specs of this installation expect.
    await page.getByLabel("Language of the Slack and Teams alerts").selectOption("");
    await page.getByRole("button", { name: "Save notifications" }).click();
    await expect(page.getByText("Notifications saved: language of the alerts changed.")).toBeVisible();

    // Removing the channel asks first; Slack can no longer be chosen after.
    await slackSection(page).getByRole("button", { name: "Remove the Slack webhook URL" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove the Slack webhook URL?" });
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(dialog).toBeHidden();
    await expect(slackSection(page).getByText("Slack webhook URL removed: alerts no longer go there.")).toBeVisible();
    await expect(slackSection(page).getByText("No webhook URL: alerts do not go to this channel.")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Not found — Slack" })).toBeDisabled();
  } finally {
    await slack.close();
  }
});

test("a Spanish guest who never wrote gets their first WhatsApp as the template the admin mapped, filled in", async ({ page, request }) => {
  // The sandbox's Twilio approved the template in the very words the page shows to register.
  await page.goto("/admin/notifications");
  await page.getByTestId("whatsapp-templates").locator('details[data-event="booked"] summary').click();
  const text = await page.getByTestId("template-booked:es").getByTestId("template-text").textContent();
  const approved = await request.post("/sandbox/_sandbox/twilio/templates", {
    headers: { authorization: SANDBOX_AUTH },
    data: { sid: "HX0123456789abcdef0123456789abcdef", text },
  });
  expect(approved.status(), await approved.text()).toBe(201);

  const phone = uniquePhone();
  const ride = await bookRide(request, {
    rider: uniqueRider("Inés"),
    mobile: phone,
    language: "es",
    channels: ["whatsapp"],
    reserveInMinutes: 40,
    product: "Group",
  });
  await expect.poll(async () => (await receivedBy(request, phone)).map((m) => [m.channel, m.status]), { timeout: 10_000 }).toEqual([["whatsapp", "delivered"]]);
  const [booked] = await receivedBy(request, phone);
  expect(booked!.body).toMatch(/^Tu viaje está reservado: .+, desde .+\. Síguelo aquí: \S+ Responde STOP para no recibir más mensajes\.$/);
  expect(booked!.body).toContain(ride.guestUrl!);
});

test("an agent cannot open the Notifications page", async ({ page, browser, baseURL }) => {
  const agent = await signedInAs(browser, baseURL!, page.request, { name: "Nico Agent", requesters: 0 });
  const response = await agent.page.goto("/admin/notifications");
  expect(response?.status()).toBe(403);
  await agent.context.close();
});
