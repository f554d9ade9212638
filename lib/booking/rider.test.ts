import { describe, expect, it } from "vitest";
import { personName, riderDisplayName } from "./rider";

const users = [
  { id: "u1", name: "Lucía", surname: "Pérez" },
  { id: "u2", name: "Mónica", surname: "" },
];

describe("rider's name", () => {
  it("is a guest's own name, or a company user's name and surname", () => {
    expect(riderDisplayName({ kind: "guest", name: " Ana Ruiz " }, users)).toBe("Ana Ruiz");
    expect(riderDisplayName({ kind: "user", id: "u1" }, users)).toBe("Lucía Pérez");
  });

  it("has no trailing space without a surname, and no name for a user it does not know", () => {
    expect(riderDisplayName({ kind: "user", id: "u2" }, users)).toBe("Mónica");
    expect(personName({ name: "Ana", surname: null })).toBe("Ana");
    expect(riderDisplayName({ kind: "user", id: "nobody" }, users)).toBe("");
  });
});
