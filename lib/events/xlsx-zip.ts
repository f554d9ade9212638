import "server-only";
import yauzl from "yauzl";

/**
 * The zip inside an .xlsx, read within limits that hold while it unpacks: a file under a megabyte
 * can unpack to gigabytes (a "zip bomb"), so no part is ever unpacked whole before it is counted.
 * yauzl reads the central directory without unpacking anything, and refuses a part whose unpacked
 * bytes pass the size it declares; the reader here also stops at its own byte limit.
 */

/** A workbook has a dozen parts; a few hundred is already odd. */
const MAX_ENTRIES = 1_000;

export class ZipLimitError extends Error {
  constructor(readonly limit: "entries" | "bytes") {
    super(`zip ${limit} over the limit`);
  }
}

export type XlsxZip = {
  /** The names of the parts, as the zip lists them. */
  names: () => string[];
  /**
   * Unpacks one part chunk by chunk, passing each to `onChunk` until it returns "stop" or the part
   * ends. More than `maxBytes` unpacked throws a ZipLimitError; a missing part resolves false.
   */
  stream: (name: string, maxBytes: number, onChunk: (chunk: Buffer) => "stop" | void) => Promise<boolean>;
  close: () => void;
};

export async function openXlsxZip(bytes: Uint8Array): Promise<XlsxZip> {
  const zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, validateEntrySizes: true });
  if (zip.entryCount > MAX_ENTRIES) {
    zip.close();
    throw new ZipLimitError("entries");
  }
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      entries.set(entry.fileName.replace(/^\/+/, ""), entry);
      zip.readEntry();
    });
    zip.on("end", resolve);
    zip.on("error", reject);
    zip.readEntry();
  });

  const stream: XlsxZip["stream"] = async (name, maxBytes, onChunk) => {
    const entry = entries.get(name);
    if (!entry) return false;
    // A part that says it is larger than the limit is not unpacked at all.
    if (entry.uncompressedSize > maxBytes) throw new ZipLimitError("bytes");
    const readable = await zip.openReadStreamPromise(entry);
    let unpacked = 0;
    try {
      for await (const chunk of readable as AsyncIterable<Buffer>) {
        unpacked += chunk.byteLength;
        // yauzl already refuses more bytes than declared; this holds even for a part that declares none.
        if (unpacked > maxBytes) throw new ZipLimitError("bytes");
        if (onChunk(chunk) === "stop") break;
      }
    } finally {
      readable.destroy();
    }
    return true;
  };

  return { names: () => [...entries.keys()], stream, close: () => zip.close() };
}
