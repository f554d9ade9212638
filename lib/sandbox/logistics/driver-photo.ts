import { crc32, deflateSync } from "node:zlib";
import { notFound } from "../http";
import { DRIVERS } from "../seed/drivers";

/**
 * The picture behind a courier's photo_url: a plain PNG portrait (a silhouette on a colour of its
 * own per driver), made here so the sandbox answers with a real image, as the provider's photo host does.
 */

const SIZE = 96;
const BACKGROUNDS: [number, number, number][] = [
  [37, 99, 235],
  [5, 150, 105],
  [217, 119, 6],
  [124, 58, 237],
  [219, 39, 119],
];
const FIGURE: [number, number, number] = [241, 245, 249];

/** How much of a pixel the figure covers, from 4×4 samples: a head and the shoulders below it. */
function coverage(x: number, y: number): number {
  let inside = 0;
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      const px = x + (i + 0.5) / 4;
      const py = y + (j + 0.5) / 4;
      const head = (px - 48) ** 2 + (py - 38) ** 2 <= 17 ** 2;
      const shoulders = ((px - 48) / 34) ** 2 + ((py - 98) / 32) ** 2 <= 1;
      if (head || shoulders) inside++;
    }
  }
  return inside / 16;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function portrait(background: [number, number, number]): Buffer {
  const rows = Buffer.alloc((SIZE * 3 + 1) * SIZE);
  for (let y = 0; y < SIZE; y++) {
    const row = y * (SIZE * 3 + 1);
    rows[row] = 0; // no filter
    for (let x = 0; x < SIZE; x++) {
      const c = coverage(x, y);
      for (let k = 0; k < 3; k++) rows[row + 1 + x * 3 + k] = Math.round(background[k]! * (1 - c) + FIGURE[k]! * c);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const made = new Map<number, Buffer>();

/** GET /logistics/drivers/{n}.png: the photo of driver n, cached by the browser for a day. */
export function driverPhoto(index: number): Response {
  if (index >= DRIVERS.length) throw notFound(`driver ${index}`);
  let png = made.get(index);
  if (!png) made.set(index, (png = portrait(BACKGROUNDS[index % BACKGROUNDS.length]!)));
  return new Response(new Uint8Array(png), { status: 200, headers: { "content-type": "image/png", "cache-control": "public, max-age=86400" } });
}
