import { describe, expect, it } from "vitest";
import { z } from "zod";
import { firstIssues } from "./form-errors";

describe("firstIssues", () => {
  it("keeps each field's first problem, by the field's name", () => {
    const schema = z.object({ name: z.string().min(1, "Name it").max(3, "Too long"), day: z.iso.date("A day") });
    const parsed = schema.safeParse({ name: "", day: "soon" });
    expect(parsed.success).toBe(false);
    expect(firstIssues<"name" | "day">(parsed.error!.issues)).toEqual({ name: "Name it", day: "A day" });
    expect(
      firstIssues([
        { path: ["name"], message: "first" },
        { path: ["name"], message: "second" },
      ]),
    ).toEqual({ name: "first" });
  });
});
