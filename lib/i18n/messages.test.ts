import fs from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/locales";
import { loadMessages, type Messages } from "./messages";
import { NAMESPACES } from "./namespaces";

const ROOT = path.resolve(__dirname, "../..");

function flatten(messages: Messages): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === "string") out.set(prefix, value);
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
  };
  walk(messages, "");
  return out;
}

/** The names a message takes (its placeholders, plurals, selects and tags), which every language must share. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date || e.type === TYPE.time) into.add(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select) {
      into.add(e.value);
      for (const option of Object.values(e.options)) argumentsOf(option.value, into);
    }
    if (e.type === TYPE.tag) {
      into.add(`<${e.value}>`);
      argumentsOf(e.children, into);
    }
  }
  return into;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "messages") sourceFiles(full, out);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

const all = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, flatten(await loadMessages(l))] as const)));
const english = all.en!;

describe("the message files", () => {
  it("has a file per namespace in every language", () => {
    for (const locale of LOCALES)
      for (const ns of NAMESPACES) expect(fs.existsSync(path.join(__dirname, "messages", locale, `${ns}.json`)), `${locale}/${ns}.json`).toBe(true);
    for (const locale of LOCALES) expect(fs.readdirSync(path.join(__dirname, "messages", locale)).sort()).toEqual(NAMESPACES.map((n) => `${n}.json`).sort());
  });

  it.each(LOCALES.filter((l) => l !== "en"))("%s has exactly the keys English has", (locale) => {
    const keys = [...all[locale]!.keys()];
    expect(
      keys.filter((k) => !english.has(k)),
      "keys English lacks",
    ).toEqual([]);
    expect(
      [...english.keys()].filter((k) => !all[locale]!.has(k)),
      "keys missing",
    ).toEqual([]);
  });

  it.each(LOCALES)("every %s message is valid ICU with the same arguments as English", (locale) => {
    for (const [key, message] of all[locale]!) {
      const args = argumentsOf(parse(message));
      expect([...args].sort(), `${locale} ${key}`).toEqual([...argumentsOf(parse(english.get(key) ?? ""))].sort());
      expect(message.trim(), `${locale} ${key} is empty`).not.toBe("");
    }
  });

  it("has no key that no code uses", () => {
    const files = [...sourceFiles(path.join(ROOT, "app")), ...sourceFiles(path.join(ROOT, "components")), ...sourceFiles(path.join(ROOT, "lib"))];
    const literals = new Set<string>();
    const dynamicPrefixes = new Set<string>();
    const namespacesIn: { namespaces: Set<string>; literals: Set<string>; prefixes: Set<string> }[] = [];
    const texts = new Map(files.map((file) => [file, fs.readFileSync(file, "utf8")]));
    /** Namespaces of the translators a module makes (`namespace: "…"`), which the modules importing them use too. */
    const madeIn = (file: string) => new Set([...(texts.get(file) ?? "").matchAll(/namespace:\s*["'`]([\w.]+)["'`]/g)].map((m) => m[1]!));
    const resolve = (from: string, spec: string) => {
      const base = spec.startsWith("@/") ? path.join(ROOT, spec.slice(2)) : path.resolve(path.dirname(from), spec);
      return [".ts", ".tsx", "/index.ts"].map((e) => base + e).find((f) => texts.has(f));
    };
    for (const [file, text] of texts) {
      const own = { namespaces: new Set<string>(), literals: new Set<string>(), prefixes: new Set<string>() };
      for (const m of text.matchAll(/(?:useTranslations|getTranslations)\(\s*(?:\{[^}]*?namespace:\s*)?["'`]([\w.]+)["'`]/g)) own.namespaces.add(m[1]!);
      madeIn(file).forEach((ns) => own.namespaces.add(ns));
      for (const m of text.matchAll(/from\s+["']((?:\.{1,2}|@)\/[^"']+)["']/g)) {
        const imported = resolve(file, m[1]!);
        if (imported) madeIn(imported).forEach((ns) => own.namespaces.add(ns));
      }
      if (/messageRef\(/.test(text)) own.namespaces.add("errors");
      // A page that reads a namespace's file itself (global-error.tsx, outside any provider) uses that namespace.
      for (const m of text.matchAll(/messages\/\w+\/(\w+)\.json["']/g)) own.namespaces.add(m[1]!);
      // The guest's words come from their own translator (lib/messaging/guest-message.ts), in the guest's language.
      if (/\bguestWords\(/.test(text)) own.namespaces.add("guestMessage");
      for (const m of text.matchAll(/["'`]([\w.-]+)["'`]/g)) own.literals.add(m[1]!);
      for (const m of text.matchAll(/`([\w.]+)\$\{/g)) own.prefixes.add(m[1]!);
      own.literals.forEach((l) => literals.add(l));
      own.prefixes.forEach((p) => dynamicPrefixes.add(p));
      namespacesIn.push(own);
    }
    const used = (key: string) =>
      literals.has(key) ||
      [...dynamicPrefixes].some((p) => key.startsWith(p) && p.includes(".")) ||
      namespacesIn.some(({ namespaces, literals: lits, prefixes }) =>
        [...namespaces].some((ns) => {
          if (!key.startsWith(`${ns}.`)) return false;
          const rest = key.slice(ns.length + 1);
          return lits.has(rest) || [...prefixes].some((p) => rest.startsWith(p));
        }),
      );
    expect([...english.keys()].filter((k) => !used(k))).toEqual([]);
  });
});
