import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import esErrors from "@/lib/i18n/messages/es/errors.json";
import esEvents from "@/lib/i18n/messages/es/events.json";
import ptErrors from "@/lib/i18n/messages/pt/errors.json";
import type { LooseTranslator } from "@/lib/i18n/loose";
import { messageWords } from "@/lib/i18n/message-words";
import { inEnglish } from "@/lib/i18n/in-english";
import { cleanFileName, MAX_SHEET_BYTES, sheetFileProblem, sheetTooLarge, withCleanName } from "./sheet-file";
import { uploadSheetSchema } from "./schemas";

describe("a sheet's file", () => {
  it("is an .xlsx or a .csv, not empty, of at most 900 KB", () => {
    const problem = (name: string, size: number) => {
      const found = sheetFileProblem({ name, size });
      return found && inEnglish(found);
    };
    expect(problem("Offsite.XLSX", 10)).toBeNull();
    expect(problem("offsite.csv", MAX_SHEET_BYTES)).toBeNull();
    expect(problem("offsite.csv", MAX_SHEET_BYTES + 1)).toBe("The file is larger than 0.9 MB. Split the rides into smaller sheets.");
    expect(problem("offsite.csv", 0)).toBe("Choose a sheet to upload.");
    expect(problem("offsite.xls", 10)).toBe("“offsite.xls” is not a sheet Ridedesk can read. Upload an .xlsx or a .csv file.");
  });

  it("is checked by the upload's schema with the same rule", () => {
    const issues = (file: File) => {
      const parsed = uploadSheetSchema.safeParse({ file });
      return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join("."), inEnglish(i.message)]);
    };
    expect(issues(new File(["Nombre\nAna"], "ok.csv"))).toEqual([]);
    expect(issues(new File([new Uint8Array(MAX_SHEET_BYTES + 1)], "big.csv"))).toEqual([
      ["file", "The file is larger than 0.9 MB. Split the rides into smaller sheets."],
    ]);
    expect(issues(new File(["x"], "notes.txt"))).toEqual([["file", "“notes.txt” is not a sheet Ridedesk can read. Upload an .xlsx or a .csv file."]]);
  });

  it("goes from the form without the control characters a name may hold, and is refused in words by the server when it still has them", async () => {
    expect(cleanFileName("ev\u0000ent\u0007.csv")).toBe("event.csv");
    const sent = withCleanName(new File(["Nombre\nAna"], "ev\u0000ent.csv", { type: "text/csv" }));
    expect([sent.name, sent.type, await sent.text()]).toEqual(["event.csv", "text/csv", "Nombre\nAna"]);
    const parsed = uploadSheetSchema.safeParse({ file: new File(["x"], "tab\there.csv") });
    expect(parsed.success ? null : inEnglish(parsed.error.issues[0]!.message)).toBe(
      "The file’s name holds a control character (such as NUL) that no sheet’s name has. Rename the file and upload it again.",
    );
  });

  it("says its size in the reader's numbers: 0,9 MB to a Spanish or Portuguese desk", () => {
    const words = (locale: "es" | "pt", errors: object) =>
      messageWords(sheetTooLarge, createTranslator({ locale, messages: { errors }, namespace: "errors" }) as unknown as LooseTranslator);
    expect(words("es", esErrors)).toBe("El archivo ocupa más de 0,9 MB. Reparte los viajes en hojas más pequeñas.");
    expect(words("pt", ptErrors)).toMatch(/mais de 0,9 MB\./);
    const upload = createTranslator({ locale: "es", messages: { events: esEvents }, namespace: "events.upload" });
    expect(upload("fileHint", { mb: 0.9, max: 500 })).toMatch(/^Un archivo \.xlsx o \.csv de hasta 0,9 MB y 500 filas\./);
  });
});
