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

/** The most a worksheet's XML, or its shared strings, may unpack to: a sheet of 500 rides is well under 1 MB. */
export const MAX_UNPACKED_MB = 16;
