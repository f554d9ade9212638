import { z } from "zod";
import { db } from "@/lib/db";
import { readTextBody } from "@/lib/http/body";
import type { GuestPosition } from "@/lib/guest-ready/position";
import { env } from "@/lib/env";
import { guestTokenSchema } from "@/lib/guest-page/link";
import { guestTap } from "@/lib/guest-ready/tap";
import { forgetGuestPage } from "@/lib/guest-page/respond";
import { readyDeps } from "@/lib/registry/ready-hooks";
import { negotiateLocale } from "@/lib/locales";
import { limitGuestReady, tooManyRequests } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

const NOT_FOUND = () => new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * The guest's "I'm ready — send my car": the one thing a guest's link can change. The token is the
 * whole credential and reaches its own booking only; the request carries nothing else that counts
 * (stops, product and window are the booking's). Counted per link under the address's ceiling. Answered
 * with a redirect to the guest's page, which then shows the live ride, or what came of the tap in words.
 */
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token: raw } = await params;
  const token = guestTokenSchema.safeParse(raw);
  // The same answer as for a link that never worked: nothing is learned from trying tokens.
  if (!token.success) return NOT_FOUND();
  const verdict = await limitGuestReady(token.data, request.headers);
  if (!verdict.ok) return tooManyRequests(verdict.retryAfterSeconds, negotiateLocale(request.headers.get("accept-language")) ?? env().companyLocale);
  const body = await readTextBody(request, { maxBytes: MAX_TAP_BYTES });
  if (!body.ok) return new Response(null, { status: body.status, headers: { "Cache-Control": "no-store" } });
  const position = positionOf(new URLSearchParams(body.value));
  if (position === "bad") return redirectTo(`/r/${token.data}?ready=bad_position`);
  const outcome = await guestTap(await db(), token.data, readyDeps, new Date(), position);
  // The page the tap leads to shows the ride as it is now, not as this process last read it.
  forgetGuestPage(token.data);
  if (outcome.kind === "gone") return NOT_FOUND();
  return redirectTo(`/r/${token.data}${outcome.kind === "booked" || outcome.kind === "already" ? "" : `?ready=${outcome.kind}`}`);
}

const redirectTo = (page: string) =>
  new Response(null, { status: 303, headers: { Location: page, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });

/** The tap's form: empty (the planned pickup), or where the guest's phone says they are. */
const MAX_TAP_BYTES = 256;
const positionSchema = z.strictObject({
  lat: z.coerce.number().finite().min(-90).max(90),
  lng: z.coerce.number().finite().min(-180).max(180),
});

/** Where the guest is, when the form says; "bad" when it says something that is not a place. */
function positionOf(form: URLSearchParams): GuestPosition | undefined | "bad" {
  if (!form.has("lat") && !form.has("lng")) return undefined;
  const parsed = positionSchema.safeParse({ lat: form.get("lat") ?? "", lng: form.get("lng") ?? "" });
  return parsed.success && form.get("lat") !== "" && form.get("lng") !== "" ? parsed.data : "bad";
}
