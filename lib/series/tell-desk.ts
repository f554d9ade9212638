import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { seriesOccurrences } from "@/lib/db/schema";
import { isLocale, type Locale } from "@/lib/locales";
import { translator, wordsFor } from "@/lib/i18n/server-translator";
import { pickupTimeWords } from "@/lib/outbound/pickup-time-words";
import { unlinkable } from "@/lib/outbound/unlinkable";
import type { AlertMessage } from "@/lib/alerts/desk-alert";
import type { AlertDeps } from "@/lib/alerts/deliver";
import { alertEmail } from "@/lib/alerts/email";
import { postAlert } from "@/lib/alerts/post-webhook";
import { slackPayload } from "@/lib/alerts/slack";
import { teamsPayload } from "@/lib/alerts/teams";
import { deskWebhookSchema } from "@/lib/alerts/webhook-url";
import { seriesAgent } from "./agent";
import { findSeries, type OccurrenceRow, type SeriesRow } from "./queries";

/** How the desk is reached, as for its other alerts (lib/alerts), and the database. */
export type TellDeskDeps = Omit<AlertDeps, "settings"> & { db: () => Promise<Db> };

/** Why a day of a series was not booked, in the desk's alert shape: the day, its ride, why, and its series' page. */
export async function failedDayMessage(series: SeriesRow, day: OccurrenceRow, agent: string | null, locale: Locale, appUrl: string): Promise<AlertMessage> {
  const t = await translator(locale);
  const when = day.startAt ? (pickupTimeWords(day.startAt, series.zone, locale) ?? day.startAt) : day.day;
  const why = await wordsFor(day.problem ?? "", locale);
  const lines = [
    { label: t("alerts.line.guest"), value: series.riderName },
    { label: t("alerts.line.pickup"), value: series.pickupLabel },
    { label: t("alerts.line.destination"), value: series.destinationLabel },
    { label: t("alerts.line.pickupTime"), value: when },
    { label: t("series.alert.why"), value: why },
    { label: t("alerts.line.bookedBy"), value: agent ?? "" },
  ];
  return {
    title: t("series.alert.title", { rider: series.riderName || t("series.alert.guest"), when }),
    lines: lines.map((l) => ({ ...l, value: l.value.trim() })).filter((l) => l.value !== ""),
    fix: { label: t("series.alert.fix"), url: `${appUrl.replace(/\/+$/, "")}/journeys/series/${encodeURIComponent(series.id)}` },
    ride: null,
  };
}

/**
 * Tells the agent who made the series (by email, in their language) and the desk's Slack or Teams
 * channel (in the desk's) that one day could not be booked, and why; the other days go on. A channel
 * that may accept later fails the job, which tries again.
 */
export async function tellDesk(deps: TellDeskDeps, occurrenceId: string): Promise<{ sent: string[] }> {
  const db = await deps.db();
  const [day] = await db.select().from(seriesOccurrences).where(eq(seriesOccurrences.id, occurrenceId));
  if (!day || day.status !== "failed") return { sent: [] };
  const series = await findSeries(db, day.seriesId);
  if (!series) return { sent: [] };
  const agent = await seriesAgent(db, series.createdBy);
  const sent: string[] = [];
  const mail = deps.mail();
  if (mail && agent) {
    const locale = agent.locale && isLocale(agent.locale) ? agent.locale : await deps.deskLanguage(db);
    const words = await failedDayMessage(
      { ...series, riderName: unlinkable(series.riderName) },
      day,
      unlinkable(agent.name || agent.email),
      locale,
      deps.appUrl,
    );
    await mail.send({ to: agent.email, ...alertEmail(words), messageId: `<series-${day.id}-${day.revision}@${deps.mailDomain}>` });
    sent.push("agent_email");
  }
  const hooks = await deps.webhooks(db);
  for (const channel of ["slack", "teams"] as const) {
    const url = hooks[channel];
    if (!url || !deskWebhookSchema({ allowLoopbackHttp: deps.allowLoopbackHttp }).safeParse({ channel, url }).success) continue;
    const words = await failedDayMessage(series, day, agent ? agent.name || agent.email : null, await deps.deskLanguage(db), deps.appUrl);
    const outcome = await (deps.post ?? postAlert)(url, channel === "slack" ? slackPayload(words) : teamsPayload(words), { timeoutMs: 10_000 });
    if (outcome.outcome === "retry") throw new Error(`the desk's ${channel} channel did not take the alert (${outcome.reason}); it will be tried again`);
    if (outcome.outcome !== "refused") sent.push(channel);
  }
  return { sent };
}
