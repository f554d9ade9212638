import { describe, expect, it } from "vitest";
import { inEnglish } from "@/lib/i18n/in-english";
import { MAX_SHEET_BYTES, sheetFileProblem } from "./sheet-file";
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
    expect(issues(new File([new Uint8Array(MAX_SHEET_BYTES + 1)], "big.csv"))).toEqual([["file", "The file is larger than 0.9 MB. Split the rides into smaller sheets."]]);
    expect(issues(new File(["x"], "notes.txt"))).toEqual([["file", "“notes.txt” is not a sheet Ridedesk can read. Upload an .xlsx or a .csv file."]]);
  });
});
