import zlib from "node:zlib";

/**
 * .xlsx files written byte by byte for the reader's tests, "zip bombs" among them: parts that unpack
 * to hundreds of megabytes from a few hundred kilobytes. Each part's compressed data is built from
 * pieces deflated on their own and joined (a sync flush ends each on a byte boundary), so a 400 MB
 * part costs one deflated megabyte repeated, not 400 MB in memory.
 */

/** A part's content: text, and optionally a chunk repeated `times` between its head and tail. */
export type PartSpec = { name: string; head: string; repeat?: { chunk: string; times: number }; tail?: string; declaredSize?: number };

type Packed = { name: string; data: Buffer; crc: number; size: number };

const sync = (text: string) => zlib.deflateRawSync(text, { finishFlush: zlib.constants.Z_SYNC_FLUSH });

function pack({ name, head, repeat, tail = "", declaredSize }: PartSpec): Packed {
  const pieces = [sync(head)];
  let crc = zlib.crc32(head);
  let size = Buffer.byteLength(head);
  if (repeat) {
    const chunk = Buffer.from(repeat.chunk);
    const deflated = sync(repeat.chunk);
    for (let i = 0; i < repeat.times; i++) {
      pieces.push(deflated);
      crc = zlib.crc32(chunk, crc);
    }
    size += chunk.byteLength * repeat.times;
  }
  pieces.push(zlib.deflateRawSync(tail));
  crc = zlib.crc32(tail, crc);
  size += Buffer.byteLength(tail);
  return { name, data: Buffer.concat(pieces), crc, size: declaredSize ?? size };
}

/** A zip of deflated parts (no zip64: each part under 4 GB). */
export function zipOf(specs: PartSpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of specs.map(pack)) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.data.byteLength, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(part.crc >>> 0, 16);
    central.writeUInt32LE(part.data.byteLength, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += local.byteLength + name.byteLength + part.data.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(specs.length, 8);
  end.writeUInt16LE(specs.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELS = "http://schemas.openxmlformats.org/package/2006/relationships";
const DOC = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** A workbook of one sheet, its XML given as a part spec without a name; shared strings as another, if any. */
export function workbookOf(sheet: Omit<PartSpec, "name">, sharedStrings?: Omit<PartSpec, "name">): Buffer {
  const rels = [`<Relationship Id="rId1" Type="${DOC}/worksheet" Target="worksheets/sheet1.xml"/>`];
  if (sharedStrings) rels.push(`<Relationship Id="rId2" Type="${DOC}/sharedStrings" Target="sharedStrings.xml"/>`);
  return zipOf([
    { name: "[Content_Types].xml", head: `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>` },
    {
      name: "_rels/.rels",
      head: `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    { name: "xl/workbook.xml", head: `<workbook xmlns="${MAIN}" xmlns:r="${DOC}"><sheets><sheet name="Rides" sheetId="1" r:id="rId1"/></sheets></workbook>` },
    { name: "xl/_rels/workbook.xml.rels", head: `<Relationships xmlns="${RELS}">${rels.join("")}</Relationships>` },
    { name: "xl/worksheets/sheet1.xml", ...sheet },
    ...(sharedStrings ? [{ name: "xl/sharedStrings.xml", ...sharedStrings }] : []),
  ]);
}

export const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`;
export const SHEET_TAIL = "</sheetData></worksheet>";
export const MEGABYTE = 1024 * 1024;

/** A row of inline strings. */
export const inlineRow = (row: number, cells: string[]) =>
  `<row r="${row}">${cells.map((text, i) => `<c r="${String.fromCharCode(65 + i)}${row}" t="inlineStr"><is><t>${text}</t></is></c>`).join("")}</row>`;

/** The three bombs met in the wild, each under 1 MB and unpacking to hundreds of megabytes. */
export const bombs = {
  /** One cell of 400 MB. */
  hugeCell: () =>
    workbookOf({
      head: `${SHEET_HEAD}${inlineRow(1, ["Guest name"])}<row r="2"><c r="A2" t="inlineStr"><is><t>`,
      repeat: { chunk: "A".repeat(MEGABYTE), times: 400 },
      tail: `</t></is></c></row>${SHEET_TAIL}`,
    }),
  /** Millions of empty rows after the header. */
  emptyRows: () =>
    workbookOf({ head: `${SHEET_HEAD}${inlineRow(1, ["Guest name"])}`, repeat: { chunk: "<row/>".repeat(MEGABYTE / 8), times: 600 }, tail: SHEET_TAIL }),
  /** Millions of shared strings, the last of them used by the sheet. */
  sharedStrings: () =>
    workbookOf(
      { head: `${SHEET_HEAD}${inlineRow(1, ["Guest name"])}<row r="2"><c r="A2" t="s"><v>99999999</v></c></row>${SHEET_TAIL}` },
      { head: `<sst xmlns="${MAIN}">`, repeat: { chunk: "<si><t>Ana</t></si>".repeat(MEGABYTE / 32), times: 500 }, tail: "</sst>" },
    ),
};
