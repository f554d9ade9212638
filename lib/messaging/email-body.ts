import type { Locale } from "@/lib/locales";
import { emailFooter } from "./compose";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

/** An email's plain text and HTML from a message's words: the links made links, then who sent it. */
export function emailBodies(text: string, language: Locale, companyName: string): { text: string; html: string } {
  const footer = emailFooter(language, companyName);
  const linked = escapeHtml(text).replace(URL_PATTERN, (url) => `<a href="${url}">${url}</a>`);
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:16px;line-height:1.5;color:#0f172a">`,
    `<p>${linked}</p>`,
    `<p style="color:#64748b;font-size:13px">${escapeHtml(footer)}</p>`,
    `</body></html>`,
  ].join("");
  return { text: `${text}\n\n--\n${footer}\n`, html };
}
