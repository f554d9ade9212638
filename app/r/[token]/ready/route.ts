import { db } from "@/lib/db";
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
  const outcome = await guestTap(await db(), token.data, readyDeps);
  // The page the tap leads to shows the ride as it is now, not as this process last read it.
  forgetGuestPage(token.data);
  if (outcome.kind === "gone") return NOT_FOUND();
  const page = `/r/${token.data}${outcome.kind === "booked" || outcome.kind === "already" ? "" : `?ready=${outcome.kind}`}`;
  return new Response(null, { status: 303, headers: { Location: page, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}
