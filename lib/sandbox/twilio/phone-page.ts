import type { Tx } from "./messages";
import { numberOf } from "./fate";
import { onPhone, phoneOf } from "./control";
import type { MessageRecord } from "./types";

/**
 * /sandbox/messages: what each phone received from the sandbox's Twilio API, one column per phone
 * as on its screen, the phone's own answers on the right. Plain HTML that reloads itself, for
 * people testing the app; served only with the control endpoints on, since bodies carry guest links.
 */

const PHONES = 24;
const PER_PHONE = 50;
export const REFRESH_SECONDS = 5;

const esc = (s: unknown) => String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Escaped text whose web addresses can be followed, as a phone shows them. */
const withLinks = (text: string) => esc(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" rel="noreferrer">${url}</a>`);

const STATUS: Record<string, string> = {
  accepted: "Accepted",
  queued: "Queued",
  sent: "Sent",
  delivered: "Delivered",
  received: "Answered by this phone",
};
const FAILURES: Record<number, string> = { 30003: "unreachable handset", 30005: "unknown handset", 63016: "free text outside the 24-hour WhatsApp window" };

function bubble(m: MessageRecord, now: number): string {
  const v = onPhone(m, now);
  const received = v.direction === "outbound-api";
  const failed = v.status === "undelivered" || v.status === "failed";
  const status = failed ? `Not delivered: ${FAILURES[v.error_code ?? 0] ?? "error"} (${v.error_code})` : STATUS[v.status];
  const who = received ? `From ${esc(v.from ?? "a Messaging Service")}` : `Answer to ${esc(v.to)}`;
  return `<li class="msg ${received ? "in" : "out"}${failed ? " failed" : ""}">
<p class="meta">${v.channel === "whatsapp" ? '<span class="wa">WhatsApp</span> ' : '<span class="sms">SMS</span> '}${who}</p>
<p class="text">${withLinks(v.body)}</p>
<p class="meta"><time datetime="${v.date_created}">${v.date_created.slice(0, 10)} ${v.date_created.slice(11, 19)} UTC</time> · <span class="status">${esc(status)}</span></p></li>`;
}

export function phonePage(tx: Tx): Response {
  const byPhone = new Map<string, MessageRecord[]>();
  const visible = Object.values(tx.state.messages)
    .filter((m) => m.created_at <= tx.now)
    .sort((a, b) => a.created_at - b.created_at); // stable: messages of one moment stay in the order they were created
  for (const m of visible) {
    const phone = numberOf(phoneOf(m));
    byPhone.set(phone, [...(byPhone.get(phone) ?? []), m]);
  }
  const phones = [...byPhone].sort(([, a], [, b]) => b.at(-1)!.created_at - a.at(-1)!.created_at).slice(0, PHONES);
  const columns = phones
    .map(
      ([phone, messages], i) => `<section class="phone" aria-labelledby="phone-${i}"><h2 id="phone-${i}">${esc(phone)}</h2>
<p class="count">${messages.length} message${messages.length === 1 ? "" : "s"}${messages.length > PER_PHONE ? `, the last ${PER_PHONE} shown` : ""}</p>
<ol class="thread">${messages
        .slice(-PER_PHONE)
        .map((m) => bubble(m, tx.now))
        .join("")}</ol></section>`,
    )
    .join("");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="${REFRESH_SECONDS}"><title>Phones · Ridedesk sandbox</title>
<style>
body{margin:0;font:15px/1.45 system-ui,sans-serif;background:#e2e8f0;color:#0f172a}
header{padding:1rem 1.5rem;background:#fff;border-bottom:1px solid #cbd5e1}h1{font-size:1.3rem;margin:0}
header p{margin:.3rem 0 0;color:#475569}main{padding:1rem 1.5rem}
.phones{display:flex;gap:1rem;overflow-x:auto;align-items:flex-start;padding-bottom:1rem}
.phone{flex:0 0 20rem;background:#f8fafc;border:2px solid #334155;border-radius:1.5rem;padding:1rem;max-height:80vh;overflow-y:auto}
.phone h2{font-size:1.05rem;margin:0;text-align:center}.count{margin:0 0 .5rem;text-align:center;color:#475569;font-size:.85rem}
.thread{list-style:none;margin:0;padding:0;display:grid;gap:.6rem}
.msg{max-width:85%;padding:.5rem .7rem;border-radius:1rem;background:#fff;border:1px solid #cbd5e1}
.msg.in{justify-self:start;border-bottom-left-radius:.2rem}.msg.out{justify-self:end;background:#dbeafe;border-bottom-right-radius:.2rem}
.msg.failed{border:2px dashed #b91c1c}.msg p{margin:0}.text{white-space:pre-wrap;overflow-wrap:anywhere;margin:.2rem 0!important}
.meta{font-size:.8rem;color:#475569}.wa,.sms{font-weight:600;color:#0f172a}.wa::before{content:"● ";color:#15803d}
a{color:#1d4ed8}
</style></head>
<body><header><h1>Phones</h1><p>What each phone received from the sandbox's Twilio API, the phone used last first. Reloads every ${REFRESH_SECONDS} seconds.</p></header>
<main>${columns ? `<div class="phones">${columns}</div>` : "<p>No phone has received a message yet.</p>"}</main></body></html>`;
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "x-robots-tag": "noindex" } });
}
