import "server-only";
import { SaxesParser, type SaxesTagPlain } from "saxes";
import type { XlsxZip } from "./xlsx-zip";

/** What a part's reader is told as the XML streams by; any handler may return "stop" to end the read. */
export type XmlHandlers = {
  open?: (tag: SaxesTagPlain) => "stop" | void;
  text?: (text: string) => "stop" | void;
  close?: (name: string) => "stop" | void;
};

/**
 * Streams one part of the zip through a SAX parser, never holding more than a chunk of it. Element
 * names lose their namespace prefix ("x:row" is "row"), as some writers add one. Entities other than
 * XML's five are refused by the parser, so nothing expands inside the XML either.
 */
export async function streamXml(zip: XlsxZip, part: string, maxBytes: number, handlers: XmlHandlers): Promise<boolean> {
  const parser = new SaxesParser();
  const decoder = new TextDecoder("utf-8");
  let stopped = false;
  let failure: Error | null = null;
  const local = (name: string) => name.slice(name.indexOf(":") + 1);
  // The rest of a chunk still goes through the parser after a stop; the handlers hear none of it.
  const heed = (call: () => "stop" | void) => {
    if (!stopped && call() === "stop") stopped = true;
  };
  parser.on("opentag", (tag) => heed(() => handlers.open?.({ ...tag, name: local(tag.name) } as SaxesTagPlain)));
  parser.on("text", (text) => heed(() => handlers.text?.(text)));
  parser.on("cdata", (text) => heed(() => handlers.text?.(text)));
  parser.on("closetag", (tag) => heed(() => handlers.close?.(local(tag.name))));
  parser.on("error", (error) => {
    failure ??= error;
  });
  const found = await zip.stream(part, maxBytes, (chunk) => {
    parser.write(decoder.decode(chunk, { stream: true }));
    if (failure && !stopped) throw failure;
    return stopped ? "stop" : undefined;
  });
  if (found && !stopped) {
    parser.write(decoder.decode());
    parser.close();
    if (failure) throw failure;
  }
  return found;
}

/** A part's path from a relationship's target, relative to the part that names it ("worksheets/sheet1.xml" from xl/). */
export function partPath(from: string, target: string): string {
  if (target.startsWith("/")) return target.slice(1);
  const parts = from.split("/").slice(0, -1);
  for (const piece of target.split("/")) {
    if (piece === "..") parts.pop();
    else if (piece !== "." && piece !== "") parts.push(piece);
  }
  return parts.join("/");
}
