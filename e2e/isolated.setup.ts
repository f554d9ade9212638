import fs from "node:fs";
import path from "node:path";
import { test as setup } from "@playwright/test";
import { makeUser } from "./fixtures";
import { ISOLATED_ADMIN_STATE } from "./helpers";

/** The second installation's first admin, made directly: the first-run screen is the main setup's subject. */
setup("the second installation has an admin with a session", async ({ request, baseURL }) => {
  const { cookie } = await makeUser(request, { role: "admin", name: "Iris Isolated" });
  const cookies = [{ ...cookie, domain: new URL(baseURL!).hostname, path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" as const }];
  fs.mkdirSync(path.dirname(ISOLATED_ADMIN_STATE), { recursive: true });
  fs.writeFileSync(ISOLATED_ADMIN_STATE, JSON.stringify({ cookies, origins: [] }));
});
