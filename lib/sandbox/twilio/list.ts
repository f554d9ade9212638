import { json } from "../http";
import type { Tx } from "./messages";
import type { MessageRecord } from "./types";
import { TwilioApiError, messageToWire, messagesPath, sentAt } from "./wire";

/**
 * GET /2010-04-01/Accounts/{AccountSid}/Messages.json: the account's messages, sent and received,
 * newest first, filtered by To, From and the day sent (DateSent, and "DateSent<"/"DateSent>" for on
 * or before / on or after), in pages as Twilio pages them: PageSize (50 unless asked, at most 1000),
 * Page counted from 0, and a PageToken in next_page_uri ("PA" and the last SID of the page) that
 * keeps the next page stable while new messages arrive.
 */

const DAY_MS = 24 * 3600_000;
const invalid = (name: string, value: string) => new TwilioApiError(400, 20001, `Invalid ${name}: ${value}`);

/** A date filter: the UTC day it names, and the instant when it is a date-time (as the SDKs send it). */
function readDate(query: URLSearchParams, name: string): { day: number; at: number | null } | null {
  const value = query.get(name);
  if (value === null || value === "") return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  if (!Number.isNaN(day)) return { day, at: null };
  const at = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(at)) throw invalid(name, value);
  return { day: at - (at % DAY_MS), at };
}

function readInt(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = query.get(name);
  if (raw === null || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw invalid(name, raw);
  return n;
}

function filtered(tx: Tx, query: URLSearchParams): MessageRecord[] {
  const to = query.get("To");
  const from = query.get("From");
  const on = readDate(query, "DateSent");
  const before = readDate(query, "DateSent<");
  const after = readDate(query, "DateSent>");
  const dated = on || before || after;
  return (
    Object.values(tx.state.messages)
      .filter((m) => {
        if (m.created_at > tx.now) return false; // a reply planned ahead
        if (to && m.to !== to) return false;
        if (from && m.from !== from) return false;
        if (!dated) return true;
        const sent = sentAt(m, tx.now);
        if (sent === null) return false;
        if (on && (sent < on.day || sent >= on.day + DAY_MS)) return false;
        if (before && sent > (before.at ?? before.day + DAY_MS - 1)) return false;
        if (after && sent < (after.at ?? after.day)) return false;
        return true;
      })
      // Newest first; of messages created at one moment, the one created last (records keep their insertion order).
      .reverse()
      .sort((a, b) => b.created_at - a.created_at)
  );
}

export function listMessages(tx: Tx, accountSid: string, query: URLSearchParams): Response {
  const pageSize = readInt(query, "PageSize", 50, 1, 1000);
  const page = readInt(query, "Page", 0, 0, 1_000_000);
  const token = query.get("PageToken");
  const all = filtered(tx, query);
  let start: number;
  let end: number;
  if (token) {
    const at = /^P[AB](SM[0-9a-f]{32})$/.test(token) ? all.findIndex((m) => m.id === token.slice(2)) : -1;
    if (at < 0) throw new TwilioApiError(400, 21481, "Invalid PageToken");
    // PA: the page after that message; PB: the page that ends just before it.
    [start, end] = token.startsWith("PA") ? [at + 1, at + 1 + pageSize] : [Math.max(0, at - pageSize), at];
  } else {
    [start, end] = [page * pageSize, page * pageSize + pageSize];
  }
  const items = all.slice(start, end);
  const path = messagesPath(accountSid);
  const filters = new URLSearchParams([...query].filter(([k]) => ["To", "From", "DateSent", "DateSent<", "DateSent>"].includes(k)));
  const uri = (n: number, pageToken?: string) => {
    const q = new URLSearchParams(filters);
    q.set("PageSize", String(pageSize));
    q.set("Page", String(n));
    if (pageToken) q.set("PageToken", pageToken);
    return `${path}?${q}`;
  };
  const more = end < all.length && items.length > 0;
  return json({
    end: items.length === 0 ? 0 : page * pageSize + items.length - 1,
    first_page_uri: uri(0),
    messages: items.map((m) => messageToWire(m, tx.now)),
    next_page_uri: more ? uri(page + 1, `PA${items.at(-1)!.id}`) : null,
    page,
    page_size: pageSize,
    previous_page_uri: page > 0 && items.length > 0 ? uri(page - 1, `PB${items[0]!.id}`) : null,
    start: page * pageSize,
    uri: uri(page, token ?? undefined),
  });
}
