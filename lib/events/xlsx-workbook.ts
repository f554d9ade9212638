import "server-only";
import { partPath, streamXml } from "./xlsx-xml";
import type { XlsxZip } from "./xlsx-zip";

/** The workbook's own small parts (its sheet list, their places, the cell formats): a few KB in a real file. */
const MAX_SMALL_PART_BYTES = 4 * 1024 * 1024;

export type WorkbookSheet = { name: string; hidden: boolean; part: string };

export type Workbook = {
  /** The sheets in the workbook's order. */
  sheets: WorkbookSheet[];
  /** Dates count from 1904 (old Mac Excel) rather than 1900. */
  date1904: boolean;
  /** Each cell style's number format code, by the style's index (a cell's `s`). */
  formats: string[];
  /** Where the shared strings are, if the workbook has any. */
  sharedStrings: string | null;
};

const REL_TYPE = /\/(officeDocument|worksheet|sharedStrings|styles)$/;

async function relationships(zip: XlsxZip, of: string): Promise<{ id: string; type: string; target: string }[]> {
  const rels = of.replace(/([^/]*)$/, "_rels/$1.rels");
  const found: { id: string; type: string; target: string }[] = [];
  await streamXml(zip, rels, MAX_SMALL_PART_BYTES, {
    open: (tag) => {
      const type = REL_TYPE.exec(tag.attributes.Type ?? "")?.[1];
      if (tag.name === "Relationship" && type && tag.attributes.TargetMode !== "External")
        found.push({ id: tag.attributes.Id ?? "", type, target: partPath(of, tag.attributes.Target ?? "") });
    },
  });
  return found;
}

/** Excel's built-in number formats that show a date or a time (ECMA-376 §18.8.30). */
const BUILT_IN_FORMATS: Record<string, string> = {
  "14": "mm-dd-yy",
  "15": "d-mmm-yy",
  "16": "d-mmm",
  "17": "mmm-yy",
  "18": "h:mm AM/PM",
  "19": "h:mm:ss AM/PM",
  "20": "h:mm",
  "21": "h:mm:ss",
  "22": "m/d/yy h:mm",
  "45": "mm:ss",
  "46": "[h]:mm:ss",
  "47": "mmss.0",
};

async function styles(zip: XlsxZip, part: string | undefined): Promise<string[]> {
  if (!part) return [];
  const codes = new Map(Object.entries(BUILT_IN_FORMATS));
  const formats: string[] = [];
  let inCellXfs = false;
  await streamXml(zip, part, MAX_SMALL_PART_BYTES, {
    open: (tag) => {
      if (tag.name === "numFmt") codes.set(tag.attributes.numFmtId ?? "", tag.attributes.formatCode ?? "");
      else if (tag.name === "cellXfs") inCellXfs = true;
      else if (tag.name === "xf" && inCellXfs) formats.push(tag.attributes.numFmtId ?? "0");
    },
    close: (name) => {
      if (name === "cellXfs") inCellXfs = false;
    },
  });
  return formats.map((id) => codes.get(id) ?? "");
}

/** The workbook's sheets, date system, cell formats and shared strings' part; null when it is not a workbook. */
export async function readWorkbook(zip: XlsxZip): Promise<Workbook | null> {
  const document = (await relationships(zip, "")).find((rel) => rel.type === "officeDocument")?.target ?? "xl/workbook.xml";
  const listed: { name: string; hidden: boolean; id: string }[] = [];
  let date1904 = false;
  const found = await streamXml(zip, document, MAX_SMALL_PART_BYTES, {
    open: (tag) => {
      if (tag.name === "workbookPr") date1904 = ["1", "true"].includes(tag.attributes.date1904 ?? "");
      if (tag.name === "sheet") {
        const id = Object.entries(tag.attributes).find(([key]) => key === "r:id" || key.endsWith(":id"))?.[1] ?? "";
        listed.push({ name: tag.attributes.name ?? "", hidden: ["hidden", "veryHidden"].includes(tag.attributes.state ?? ""), id });
      }
    },
  });
  if (!found) return null;
  const rels = await relationships(zip, document);
  const target = (id: string) => rels.find((rel) => rel.id === id && rel.type === "worksheet")?.target;
  const sheets = listed.flatMap(({ name, hidden, id }) => {
    const part = target(id);
    return part ? [{ name, hidden, part }] : [];
  });
  return {
    sheets,
    date1904,
    formats: await styles(zip, rels.find((rel) => rel.type === "styles")?.target),
    sharedStrings: rels.find((rel) => rel.type === "sharedStrings")?.target ?? null,
  };
}
