import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Page } from "@playwright/test";
import { signedInContext, type FixtureUser } from "./fixtures";

/** The desk's three languages, as a browser asks for them. */
export const BROWSER_LANGUAGES = ["en-GB", "es-ES", "pt-BR"] as const;

/** What axe finds on the page against WCAG 2.1 A and AA that is serious or critical, one line each with where. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours measured mid-transition (a button leaving its busy state) are neither the old nor the new ones.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => null)),
    ),
  );
  // Only violations are wanted: axe then skips gathering the details of every check that passed. Our
  // pages have no frame from another origin, so axe runs in the page itself (legacy mode) rather than
  // opening a blank page for each measure to put frames' results together: two fifths less time per page.
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .slice(0, 4)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
}

/**
 * The page at `path` in each language (the browser's, as for a person who has not chosen one),
 * signed in as `user` or signed out, once `ready` shows: nothing serious or critical for axe.
 */
export async function expectAccessibleInEachLanguage(browser: Browser, baseURL: string, user: FixtureUser | null, path: string, ready: string) {
  for (const locale of BROWSER_LANGUAGES) {
    const context = user
      ? await signedInContext(browser, baseURL, user, { locale })
      : await browser.newContext({ baseURL, locale, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", locale.slice(0, 2));
    await expect(page.locator(ready).first()).toBeVisible();
    expect(await seriousViolations(page), `${path} in ${locale}`).toEqual([]);
    await context.close();
  }
}
