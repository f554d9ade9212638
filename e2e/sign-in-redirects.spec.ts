import { expect, test } from "@playwright/test";
import { ADMIN, signIn } from "./helpers";

const signedOut = { storageState: { cookies: [], origins: [] } };

test.describe("after sign-in, only pages of this site are opened", () => {
  test("a signed-in visitor is sent on to a same-site next, and home for anything else, never a 500", async ({ page, baseURL }) => {
    const cases: [string, string][] = [
      ["/%09/evil.example/x", "/"],
      ["/%0a/evil.example/x", "/"],
      ["/%0d%0aSet-Cookie:%20x=1", "/"],
      ["//evil.example", "/"],
      ["/%5Cevil.example", "/"],
      ["/%255Cevil.example", "/%5Cevil.example"],
      ["https:evil.example", "/"],
      ["/book%3Fx%3D1", "/book?x=1"],
    ];
    for (const [next, expected] of cases) {
      const response = await page.request.get(`/sign-in?next=${next}`, { maxRedirects: 0 });
      expect(response.status(), next).toBe(307);
      expect(new URL(response.headers().location!, baseURL).toString(), next).toBe(new URL(expected, baseURL).toString());
    }
  });

  test.describe("signed out", () => {
    test.use(signedOut);

    test("a next that browsers would turn into another site lands on home", async ({ page, baseURL }) => {
      for (const next of ["/%09/evil.example/x", "/%0a/evil.example/x"]) {
        const response = await page.goto(`/sign-in?next=${next}`);
        expect(response?.status(), next).toBe(200);
      }
      await page.getByLabel("Email").fill(ADMIN.email);
      await page.getByLabel("Password").fill(ADMIN.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByTestId("signed-in-user")).toBeVisible();
      expect(page.url()).toBe(new URL("/", baseURL).toString());
    });

    test("a deep link survives sign-in, path and query", async ({ page, baseURL }) => {
      const response = await page.request.get("/book?x=1", { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toMatch(/\/sign-in\?next=%2Fbook%3Fx%3D1$/);
      // Home needs no next.
      expect((await page.request.get("/", { maxRedirects: 0 })).headers().location).toMatch(/\/sign-in$/);

      await page.goto("/book?x=1");
      await expect(page).toHaveURL(/\/sign-in\?next=%2Fbook%3Fx%3D1$/);
      await page.getByLabel("Email").fill(ADMIN.email);
      await page.getByLabel("Password").fill(ADMIN.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByTestId("signed-in-user")).toBeVisible();
      expect(page.url()).toBe(new URL("/book?x=1", baseURL).toString());
    });

    test("a forged page header cannot send anyone elsewhere", async ({ page }) => {
      const response = await page.request.get("/admin/audit", { maxRedirects: 0, headers: { "x-ridedesk-path": "//evil.example/x" } });
      expect(response.headers().location).toMatch(/\/sign-in\?next=%2Fadmin%2Faudit$/);
      await signIn(page, ADMIN.email, ADMIN.password);
      await expect(page.getByTestId("signed-in-user")).toBeVisible();
    });
  });
});
