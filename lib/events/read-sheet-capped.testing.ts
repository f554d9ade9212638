/**
 * Reads the sheets named on the command line and prints, for each, one JSON line: the rows read or
 * the refusal's message reference. The reader's tests run it in a process with a small heap, as a server is.
 */
import fs from "node:fs";
import path from "node:path";
import { readSheet } from "./read-sheet";

for (const file of process.argv.slice(2)) {
  const sheet = await readSheet({ name: path.basename(file), bytes: fs.readFileSync(file) });
  console.log(JSON.stringify({ file: path.basename(file), rows: sheet.ok ? sheet.rows.length : null, error: sheet.ok ? null : sheet.error }));
}
