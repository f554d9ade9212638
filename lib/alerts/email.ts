import type { AlertMessage } from "./desk-alert";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The alert as an email to the agent who booked the ride: the same words and links as in the desk's channel. */
export function alertEmail(alert: AlertMessage): { subject: string; text: string; html: string } {
  const links = [alert.fix, ...(alert.ride ? [alert.ride] : [])];
  const text = [alert.title, "", ...alert.lines.map((l) => `${l.label}: ${l.value}`), "", ...links.map((l) => `${l.label}: ${l.url}`), ""].join("\n");
  const html = [
    `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">`,
    `<p style="font-size:17px;font-weight:600">${escapeHtml(alert.title)}</p>`,
    `<table role="presentation" style="border-collapse:collapse">`,
    ...alert.lines.map(
      (l) =>
        `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0;color:#475569;font-weight:500">${escapeHtml(l.label)}</th><td style="padding:2px 0">${escapeHtml(l.value)}</td></tr>`,
    ),
    `</table>`,
    `<p>${links.map((l, i) => `<a href="${escapeHtml(l.url)}" style="${i === 0 ? "display:inline-block;background:#0f172a;color:#fff;padding:8px 14px;border-radius:6px;text-decoration:none" : "margin-left:12px"}">${escapeHtml(l.label)}</a>`).join("")}</p>`,
    `</body></html>`,
  ].join("");
  return { subject: alert.title, text, html };
}
