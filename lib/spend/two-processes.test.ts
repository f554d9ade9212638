import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { freshDatabase } from "@/lib/db/testing";
import { budgetPeriods, budgets } from "@/lib/db/schema";
import { createUser } from "@/lib/accounts/queries";
import { jobTargetOfHandle } from "@/lib/jobs/testing";

/** Two app processes on one PostgreSQL database, 25 bookings each at once, against a budget with room for 10 rides. */
describe.skipIf(!process.env.TEST_DATABASE_URL)("a budget under two app processes on one PostgreSQL", () => {
  it("books exactly 10 of 50 between them, and refuses 40", async () => {
    const handle = await freshDatabase("postgres");
    try {
      const target = jobTargetOfHandle(handle);
      if (target.engine !== "postgres") throw new Error("expected PostgreSQL");
      const { url } = target;
      const actor = await createUser(handle.db, { email: "agent@example.com", name: "Agent", role: "agent" });
      const [budget] = await handle.db
        .insert(budgets)
        .values({ scope: "requester", subject: "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b", period: "month", amountMinor: 12_000, currency: "EUR", onExceed: "refuse" })
        .returning();
      const workers = [0, 1].map(() =>
        spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", path.join(__dirname, "hold-worker.testing.ts"), url, actor.id, "25"], {
          stdio: ["pipe", "pipe", "inherit"],
        }),
      );
      const ready: Promise<void>[] = [];
      const results = workers.map((w) => {
        let out = "";
        let isReady: () => void;
        ready.push(new Promise((resolve) => (isReady = resolve)));
        return new Promise<{ held: number; refused: number }>((resolve, reject) => {
          w.stdout!.on("data", (d: Buffer) => {
            out += d.toString();
            if (out.includes("ready")) isReady();
          });
          w.once("exit", (code) => (code === 0 ? resolve(JSON.parse(out.trim().split("\n").pop()!)) : reject(new Error(`worker exited with ${code}`))));
        });
      });
      await Promise.all(ready);
      for (const w of workers) w.stdin!.end("go\n");
      const [a, b] = await Promise.all(results);
      expect(a!.held + b!.held).toBe(10);
      expect(a!.refused + b!.refused).toBe(40);
      const [period] = await handle.db.select().from(budgetPeriods).where(eq(budgetPeriods.budgetId, budget!.id));
      expect(period!.committedMinor).toBe(12_000);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
