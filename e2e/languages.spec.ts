import { expect, test } from "@playwright/test";
import { bookRide, makeUser } from "./fixtures";
import { uniqueEmail } from "./helpers";
import { boardFor, uniqueRider } from "./journey-helpers";

/** How far ahead the ride is reserved: on the board, "Today" or, after midnight, "Upcoming". */
const RESERVE_IN_MINUTES = 90;

/**
 * The desk and the guest's page in Spanish and in Portuguese, end to end: an agent whose browser is in
 * the language signs in, books a ride for a guest in that language, finds it on the board and opens the
 * guest's page. The ride is a reservation, so nothing waits on the ride's real time.
 */
const LANGUAGES = [
  {
    locale: "es",
    browser: "es-ES",
    signIn: { heading: "Iniciar sesión", email: "Correo electrónico", password: "Contraseña", submit: "Iniciar sesión" },
    nav: { name: "Principal", book: "Pedir un viaje", journeys: "Viajes" },
    guest: {
      title: "Tu viaje · Ridedesk",
      heading: "Tu viaje",
      state: "Programado",
      detail: "Buscaremos conductor poco antes de la hora de recogida.",
      pickup: "Recogida:",
      clock: /^\p{Ll}+ \d{1,2} de \p{Ll}+, \d{2}:\d{2}, hora de Madrid$/u,
      footer: "Esta página se actualiza sola.",
    },
  },
  {
    locale: "pt",
    browser: "pt-BR",
    signIn: { heading: "Entrar", email: "E-mail", password: "Senha", submit: "Entrar" },
    nav: { name: "Principal", book: "Pedir uma viagem", journeys: "Viagens" },
    guest: {
      title: "Sua viagem · Ridedesk",
      heading: "Sua viagem",
      state: "Agendada",
      detail: "Vamos procurar um motorista pouco antes do horário de embarque.",
      pickup: "Embarque:",
      clock: /^[\p{Ll}-]+, \d{1,2} de \p{Ll}+, \d{2}:\d{2}, horário de Madrid$/u,
      footer: "Esta página se atualiza sozinha.",
    },
  },
] as const;

for (const language of LANGUAGES) {
  test(`an agent in ${language.browser} books for a guest in the same language, and the guest's page speaks it`, async ({ browser, baseURL, request }) => {
    const password = "a long enough phrase for tests";
    const agent = await makeUser(request, { name: "Inés Agente", email: uniqueEmail(`agent-${language.locale}`), password });

    // Signing in through the page, in the browser's language.
    const context = await browser.newContext({ baseURL, locale: language.browser, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto("/sign-in");
    await expect(page.locator("html")).toHaveAttribute("lang", language.locale);
    await expect(page.getByRole("heading", { name: language.signIn.heading })).toBeVisible();
    await page.getByLabel(language.signIn.email).fill(agent.email);
    await page.getByLabel(language.signIn.password).fill(password);
    await page.getByRole("button", { name: language.signIn.submit }).click();
    const nav = page.getByRole("navigation", { name: language.nav.name });
    await expect(nav.getByRole("link", { name: language.nav.book })).toBeVisible();

    // Booked for a guest in this language, as the form books it (through the fixtures: the form's own words are another change's).
    const rider = uniqueRider(`Invitado ${language.locale}`);
    const ride = await bookRide(page.request, { rider, reserveInMinutes: RESERVE_IN_MINUTES, language: language.locale });

    // On the board, in the agent's language.
    await nav.getByRole("link", { name: language.nav.journeys }).click();
    await expect(page).toHaveURL(/\/journeys/);
    await page.goto(await boardFor(page, rider, RESERVE_IN_MINUTES));
    await expect(page.locator("html")).toHaveAttribute("lang", language.locale);
    const row = page.getByTestId("board-row").filter({ hasText: rider });
    await expect(row).toBeVisible();
    await row.getByRole("link", { name: rider }).click();
    await expect(page).toHaveURL(new RegExp(`/journeys/${ride.bookingId}$`));
    const guestLink = await page.getByTestId("guest-link").inputValue();
    expect(guestLink).toBe(ride.guestUrl);

    // The guest's page, opened on a phone whose browser is in English: it speaks the language the guest was booked in.
    const phone = await browser.newContext({
      baseURL,
      locale: "en-GB",
      storageState: { cookies: [], origins: [] },
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const guestPage = await phone.newPage();
    await guestPage.goto(new URL(guestLink).pathname);
    await expect(guestPage.locator("html")).toHaveAttribute("lang", language.locale);
    await expect(guestPage).toHaveTitle(language.guest.title);
    await expect(guestPage.getByRole("heading", { level: 1 })).toHaveText(language.guest.heading);
    await expect(guestPage.getByTestId("guest-state")).toHaveText(language.guest.state);
    await expect(guestPage.getByText(language.guest.detail)).toBeVisible();
    await expect(guestPage.getByText(language.guest.pickup, { exact: true })).toBeVisible();
    await expect(guestPage.getByTestId("guest-pickup-time")).toHaveText(language.guest.clock);
    await expect(guestPage.locator("footer")).toHaveText(language.guest.footer);
    await phone.close();
    await context.close();
  });
}
