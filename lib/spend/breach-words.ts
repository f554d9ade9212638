import { messageRef } from "@/lib/i18n/message-ref";
import { formatMoney } from "@/lib/money";
import type { Breach } from "./rules";

/**
 * A broken rule as a message reference (errors namespace, spend.*), money already written in the
 * reader's way (`tag`, an Intl tag). Isomorphic and pure: the refusal, the approval page and the
 * approver's email say the same thing.
 */
export function breachMessage(b: Breach, tag: string): string {
  const words = ruleMessage(b, tag);
  return b.source ? messageRef("spend.ownRule", { scope: b.source.scope, name: b.source.name, rule: words }) : words;
}

function ruleMessage(b: Breach, tag: string): string {
  const money = (minor: number, currency: string) => formatMoney(minor, currency, tag);
  switch (b.rule) {
    case "maxPrice":
      return messageRef("spend.maxPrice", { price: money(b.priceMinor, b.currency), limit: money(b.limitMinor, b.currency) });
    case "products":
      return messageRef("spend.products", { product: b.product, allowed: b.allowed.join(", ") });
    case "hours":
      return messageRef("spend.hours", { at: b.at, from: b.from, to: b.to, days: b.days.join(",") });
    case "ridesPerRequester":
      return messageRef("spend.ridesPerRequester", { count: b.count, period: b.period });
    case "area": {
      const km = new Intl.NumberFormat(tag, { style: "unit", unit: "kilometer", maximumFractionDigits: 1 });
      const places = b.places.map((p) => `${p.name} (${km.format(p.radiusKm)})`).join(", ");
      const zones = (b.zones ?? []).join(", ");
      const key = !zones ? "spend.area" : places ? "spend.areaBoth" : "spend.areaZones";
      return messageRef(key, { stop: b.stop, label: b.label, places, zones });
    }
    case "budget":
      return messageRef("spend.budget", {
        scope: b.scope,
        // Rules checked before budgets had names kept only the label's slug or the requester's id.
        subject: b.subjectName ?? b.subject,
        period: b.period,
        left: money(Math.max(0, b.amountMinor - b.usedMinor), b.currency),
        amount: money(b.amountMinor, b.currency),
        price: money(b.priceMinor, b.currency),
      });
    case "noPrice":
      return messageRef("spend.noPrice");
  }
}

/** A broken rule's words on a line of their own: they are written to follow a colon, so they start in lower case. */
export const asSentence = (words: string) => words.charAt(0).toLocaleUpperCase() + words.slice(1);

/** A refusal: the first rule that refuses, in words, with how many others the ride also breaks. */
export function refusalMessage(breaches: readonly Breach[], tag: string): string {
  const refusing = breaches.filter((b) => b.outcome === "refuse");
  return messageRef("spend.refused", { rule: breachMessage(refusing[0] ?? breaches[0]!, tag) });
}
