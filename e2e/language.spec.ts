import { expect, test } from "@playwright/test";
import { makeUser } from "./fixtures";

test.describe("the desk's language", () => {
  test("follows the browser until the user chooses, then keeps the choice everywhere", async ({ browser, baseURL, request }) => {
    const user = await makeUser(request);
    const inSpanish = await browser.newContext({ baseURL, locale: "es-ES", storageState: { cookies: [], origins: [] } });
    await inSpanish.addCookies([{ ...user.cookie, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
    const page = await inSpanish.newPage();

    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link", { name: "Pedir un viaje" })).toBeVisible();

    await page.getByTitle("Tu perfil e idioma").click();
    await expect(page.getByRole("heading", { name: "Tu perfil" })).toBeVisible();
    await expect(page.getByText("Hasta que elijas uno, el panel usa el idioma de tu navegador.")).toBeVisible();
    await page.getByLabel("Idioma del panel").selectOption("pt");
    await page.getByRole("button", { name: "Guardar idioma" }).click();
    await expect(page.getByRole("status")).toHaveText("Salvo. O painel usará este idioma em todos os seus dispositivos.");
    await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Pedir uma viagem" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");

    // Another browser, asking for English, still gets the language the user chose.
    const elsewhere = await browser.newContext({ baseURL, locale: "en-GB", storageState: { cookies: [], origins: [] } });
    await elsewhere.addCookies([{ ...user.cookie, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
    const other = await elsewhere.newPage();
    await other.goto("/");
    await expect(other.getByRole("link", { name: "Pedir uma viagem" })).toBeVisible();
    await inSpanish.close();
    await elsewhere.close();
  });
});
