import "server-only";
import { z } from "zod";
import type { Db } from "@/lib/db";
import { ActionError } from "@/lib/action-result";
import type { SessionUser } from "@/lib/auth/session";
import { closeUnusedWindows } from "@/lib/guest-ready/close";
import { readyDeps } from "@/lib/registry/ready-hooks";

/** The guests' windows as the every-minute job closes them, at a moment of the test's choosing (the app's clock moved). */
export const readyWindowsFixtureSchema = z.strictObject({ at: z.iso.datetime() });

/** Ends every ride whose guest's window closed by `at` unused, as the signed-in admin asks; answers the bookings ended. */
export async function closedReadyWindows(db: Db, user: SessionUser, input: z.output<typeof readyWindowsFixtureSchema>) {
  if (user.role !== "admin") throw new ActionError("forbidden", "Only an admin moves the guests' windows' clock.");
  return { ended: await closeUnusedWindows(db, readyDeps, new Date(input.at)) };
}
