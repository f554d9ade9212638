import { expect, test } from "@playwright/test";
import { makeUser } from "./fixtures";
import { sandboxRequests } from "./booking-helpers";
import { uniqueRider } from "./journey-helpers";

test("the booking form speaks the reader's language, and a guest can be written to in Portuguese", async ({ browser, baseURL, request }) => {
  const agent = await makeUser(request);
  const inSpanish = await browser.newContext({ baseURL, locale: "es-ES", storageState: { cookies: [], origins: [] } });
  await inSpanish.addCookies([{ ...agent.cookie, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  const page = await inSpanish.newPage();

  await page.goto("/book");
  await expect(page).toHaveTitle("Pedir un viaje · Ridedesk");
  await expect(page.getByRole("heading", { level: 1, name: "Pedir un viaje" })).toBeVisible();
  await expect(page.getByLabel("Idioma del invitado").locator("option")).toHaveText(["English", "Español", "Português (Brasil)"]);

  // The rules answer in Spanish as the agent types.
  const mobile = page.getByLabel("Móvil del invitado");
  await expect(async () => {
    await mobile.fill("12");
    await mobile.blur();
    await expect(page.locator("#guest-mobile-error")).toHaveText(/^Escribe un número de móvil válido/, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  for (const [search, place] of [
    ["Dirección de recogida", "Puerta del Sol"],
    ["Dirección de destino", "Plaza Mayor"],
  ] as const) {
    await page.getByRole("combobox", { name: search }).fill(place);
    await page.getByRole("listbox").getByRole("option").first().click();
  }
  await expect(page.getByTestId("stop-row")).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Recogida: quitar" })).toBeVisible();
  await page.getByTestId("product-option").first().click({ timeout: 15_000 });
  const rider = uniqueRider("Convidada");
  await page.getByLabel("Nombre del invitado").fill(rider);
  await mobile.fill("+34 600 111 222");
  await page.getByLabel("Idioma del invitado").selectOption("pt");
  await page.getByRole("button", { name: /^Reservar / }).click();

  const done = page.getByTestId("booking-confirmation");
  await expect(done.getByRole("heading", { name: "Viaje reservado" })).toBeVisible();
  await expect(page.getByTestId("guest-message")).toHaveValue(new RegExp(`^Olá, ${rider}! Sua viagem está reservada: .+, o quanto antes\\. Embarque em `));
  await expect(done.getByText("En portugués, el idioma del invitado.", { exact: false })).toBeVisible();
  // The provider gets the guest's language as the rider's locale, as for English and Spanish.
  const [sent] = (await sandboxRequests(page.request, "/api/v4/journey")).filter((r) => (r.body.rider as { name?: string })?.name === rider);
  expect((sent!.body.rider as { locale?: string }).locale).toBe("pt");
  await inSpanish.close();
});
