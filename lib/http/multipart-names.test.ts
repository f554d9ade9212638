import { createRequire } from "node:module";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";
import { multipartBoundary, multipartNamesHoldControl, partHeadersHoldControl } from "./multipart-names";

type Parser = NodeJS.WritableStream & { on(event: string, listener: (...args: never[]) => void): Parser };
// Next's own copy of busboy, the parser server actions read uploads with (it ships no types).
const busboy = createRequire(import.meta.url)("next/dist/compiled/busboy") as (options: { defParamCharset: string; headers: Record<string, string> }) => Parser;

const BOUNDARY = "----RidedeskTest";
const body = (fileName: string) =>
  new TextEncoder().encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="1_file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\nGuest name,Mobile\r\nAna,+34 600 111 222\r\n` +
      `--${BOUNDARY}--\r\n`,
  );
const request = (fileName: string) =>
  new Request("http://localhost/events", { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` }, body: body(fileName) });

/** What Next's own multipart parser (the one server actions use) makes of a body: its files' names, or its error. */
function nextParses(bytes: Uint8Array): Promise<string[] | Error> {
  return new Promise((resolve) => {
    const names: string[] = [];
    const parser = busboy({ defParamCharset: "utf8", headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } });
    parser.on("file", (_field: string, stream: NodeJS.ReadableStream, info: { filename: string }) => {
      names.push(info.filename);
      stream.resume();
    });
    parser.on("error", (e: Error) => resolve(e));
    parser.on("close", () => resolve(names));
    parser.end(Buffer.from(bytes));
  });
}

describe("a multipart body's part names", () => {
  it("finds the NUL in a file's name that Next's parser refuses with a 500", async () => {
    expect(await nextParses(body("ev\u0000ent.csv"))).toEqual(new Error("Malformed part header"));
    expect(partHeadersHoldControl(body("ev\u0000ent.csv"), BOUNDARY)).toBe(true);
    expect(await multipartNamesHoldControl(request("ev\u0000ent.csv"))).toBe(true);
    expect(partHeadersHoldControl(body("bell\u0007.csv"), BOUNDARY)).toBe(true);
  });

  it("lets through the names Next reads, the file's content whatever it holds, and other bodies", async () => {
    for (const name of ["event.csv", "Evento de Málaga.xlsx", "tab\there.csv"]) {
      expect(await nextParses(body(name))).toEqual([name]);
      expect(partHeadersHoldControl(body(name), BOUNDARY), name).toBe(false);
    }
    const nulInCells = new TextEncoder().encode(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f"; filename="a.csv"\r\n\r\nA\u0000B\r\n--${BOUNDARY}--\r\n`,
    );
    expect(partHeadersHoldControl(nulInCells, BOUNDARY)).toBe(false);
    expect(
      await multipartNamesHoldControl(
        new Request("http://localhost/x", { method: "POST", headers: { "content-type": "application/json" }, body: '{"a":"\\u0000"}' }),
      ),
    ).toBe(false);
    expect(multipartBoundary('multipart/form-data; boundary="quoted b"')).toBe("quoted b");
    expect(multipartBoundary("text/plain")).toBeNull();
  });
});

describe("the proxy, before a server action reads an upload", () => {
  const upload = (fileName: string) =>
    proxy(
      new NextRequest("http://localhost/events", {
        method: "POST",
        headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "next-action": "0123abcd" },
        body: body(fileName),
      }),
    );

  it("refuses a file whose name holds a NUL with a 400 in words, and lets a well-named one through", async () => {
    const refused = await upload("ev\u0000ent.csv");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/file's name .* control character \(such as NUL\)\. Rename the file/);
    expect(refused.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect((await upload("event.csv")).headers.get("x-middleware-next")).toBe("1");
  });
});
