/**
 * What a sheet as read is, and the limits that hold while it is read, whatever the file holds.
 * Pure and isomorphic.
 */

/** One row of a sheet as read: its number in the sheet and its cells' text. */
export type SheetLine = { rowNumber: number; cells: string[] };

/** A sheet's rows as read, or why it cannot be read (a message reference). */
export type SheetLines = { ok: true; lines: SheetLine[] } | { ok: false; error: string };

/** The longest cell: the longest field a ride takes (an address, a message to the driver) is 500 characters. */
export const MAX_CELL_CHARS = 2_000;

/** The most a worksheet's XML, or its shared strings, may unpack to: 500 rides of 100 full columns is about 3 MB. */
export const MAX_UNPACKED_MB = 8;

/**
 * The most rows a sheet may list, empty ones included: sheets prepared with a few thousand blank,
 * formatted rows below the rides are common; hundreds of thousands only cost the server time.
 */
export const MAX_LISTED_ROWS = 50_000;
