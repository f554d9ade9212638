/**
 * Renders app/icon.svg into app/favicon.ico (16, 32 and 48 pixel PNG images in one icon file),
 * for browsers and tools that ask for /favicon.ico rather than the page's icon link.
 *
 *   npx tsx scripts/draw-favicon.ts
 */
import fs from "node:fs";
import { chromium } from "@playwright/test";

const SIZES = [16, 32, 48];
const svg = fs.readFileSync("app/icon.svg", "utf8");
const executablePath = fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;

const browser = await chromium.launch({ executablePath });
const pngs: Buffer[] = [];
for (const size of SIZES) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  pngs.push(await page.screenshot({ omitBackground: true }));
  await page.close();
}
await browser.close();

// ICONDIR, then one ICONDIRENTRY per image, then the PNG data (PNG-in-ICO, read by every current browser).
const header = Buffer.alloc(6 + 16 * pngs.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(pngs.length, 4);
let offset = header.length;
pngs.forEach((png, i) => {
  const at = 6 + 16 * i;
  const size = SIZES[i]! % 256;
  header.writeUInt8(size, at);
  header.writeUInt8(size, at + 1);
  header.writeUInt16LE(1, at + 4);
  header.writeUInt16LE(32, at + 6);
  header.writeUInt32LE(png.length, at + 8);
  header.writeUInt32LE(offset, at + 12);
  offset += png.length;
});
fs.writeFileSync("app/favicon.ico", Buffer.concat([header, ...pngs]));
console.log(`app/favicon.ico: ${SIZES.join(", ")} px, ${offset} bytes`);
