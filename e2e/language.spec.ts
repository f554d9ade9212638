import { expect, test } from "@playwright/test";
import { makeUser } from "./fixtures";
import { formAlert, uniqueEmail } from "./helpers";

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
    await expect(other.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Pedir uma viagem" })).toBeVisible();
    // The home page speaks it too.
    await expect(other.getByRole("heading", { level: 1 })).toHaveText("Olá, Aitor");
    await inSpanish.close();
    await elsewhere.close();
  });

  test("sign-in speaks the browser's language, its refusals included", async ({ browser, baseURL }) => {
    // A network of its own, so that this failure counts against no other test's address.
    const context = await browser.newContext({
      baseURL,
      locale: "es-ES",
      storageState: { cookies: [], origins: [] },
      extraHTTPHeaders: { "x-forwarded-for": "192.0.2.77" },
    });
    const page = await context.newPage();
    await page.goto("/sign-in");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Iniciar sesión · Ridedesk");
    await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
    await expect(page.getByText("¿Has olvidado tu contraseña? Pide a un administrador un enlace para restablecerla.")).toBeVisible();

    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByText("Escribe una dirección de correo electrónico.")).toBeVisible();
    await expect(page.getByText("Escribe tu contraseña.")).toBeVisible();

    await page.getByLabel("Correo electrónico").fill(uniqueEmail("nadie"));
    await page.getByLabel("Contraseña").fill("no es la contraseña");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(formAlert(page)).toHaveText("El correo electrónico y la contraseña no coinciden. Revísalos e inténtalo de nuevo.");
    await context.close();
  });
});
