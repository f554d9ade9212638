"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { readableMobile } from "@/lib/phone";
import { GUEST_CHANNELS, type GuestChannel } from "@/lib/channels";

/** The guest as booked, and how Ridedesk tells them about the ride. */
export type GuestReach = { name: string; channels: readonly GuestChannel[]; mobile: string; email: string | null };

const asData = (chunks: ReactNode) => <span translate="no">{chunks}</span>;

/**
 * Who gets what, in one sentence: "Ana gets an SMS and a WhatsApp at +34 612 34 56 78, and an
 * email at ana@example.com", or that Ridedesk sends nothing and the link is the agent's to share.
 */
export function WhoGetsWhat({ guest }: { guest: GuestReach }) {
  const t = useTranslations("messaging.confirmation");
  const format = useFormatter();
  const texts = GUEST_CHANNELS.filter((c) => c !== "email" && guest.channels.includes(c));
  const email = guest.channels.includes("email") && guest.email ? guest.email : null;
  const how = texts.length && email ? "both" : texts.length ? "texts" : email ? "email" : "none";
  return (
    <p data-testid="who-gets-what" data-how={how} className="text-sm text-slate-700">
      {t.rich("who", {
        how,
        name: guest.name,
        texts: format.list(
          texts.map((channel) => t("item", { channel })),
          { type: "conjunction" },
        ),
        mobile: readableMobile(guest.mobile),
        email: email ?? "",
        who: asData,
        to: asData,
      })}
    </p>
  );
}
