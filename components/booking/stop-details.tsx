"use client";

import { useState } from "react";
import { savePlaceAction } from "@/app/(desk)/book/actions";
import type { StopInput } from "@/lib/booking/schema";

const input = "block w-full rounded-md border border-slate-300 px-2.5 py-1.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/** A stop's extras: a short name, instructions for the driver, and who to call there. */
export function StopDetails({ stop, onChange }: { stop: StopInput; onChange(patch: Partial<StopInput>): void }) {
  const contacts = stop.contacts ?? [];
  const [saved, setSaved] = useState<string | null>(null);
  async function save() {
    const r = await savePlaceAction({ name: stop.name ?? "", loc: stop.loc as [number, number], addr: stop.addr, num: stop.num, city: stop.city, postal_code: stop.postal_code, country: stop.country, instr: stop.instr }).catch(() => null);
    setSaved(r?.ok ? `Saved as “${r.data.name}”: search for it next time.` : (r && !r.ok ? r.error.fields?.name ?? r.error.message : "Could not save the place. Try again."));
  }
  const setContact = (i: number, patch: Partial<{ name: string; mobile: string }>) =>
    onChange({ contacts: contacts.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  return (
    <div className="mt-3 grid gap-3 border-t border-slate-100 pt-3 sm:grid-cols-2">
      <label className="text-sm">
        <span className="mb-1 block font-medium text-slate-700">Place name</span>
        <input className={input} value={stop.name ?? ""} maxLength={120} placeholder="e.g. Head office" onChange={(e) => onChange({ name: e.target.value })} />
        <button type="button" disabled={!stop.name?.trim()} onClick={() => void save()} className="mt-1 text-xs font-medium text-brand-700 hover:underline disabled:text-slate-400 disabled:no-underline">
          Save as a saved place
        </button>
        {saved && <span role="status" className="ml-2 text-xs text-slate-600">{saved}</span>}
      </label>
      <label className="text-sm sm:col-span-2">
        <span className="mb-1 block font-medium text-slate-700">Instructions for the driver</span>
        <textarea className={input} rows={2} maxLength={500} value={stop.instr ?? ""} placeholder="e.g. Wait at the side entrance" onChange={(e) => onChange({ instr: e.target.value })} />
      </label>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-700">Contacts at this stop</legend>
        {contacts.map((c, i) => (
          <div key={i} className="mt-2 flex gap-2">
            <input className={input} aria-label={`Contact ${i + 1} name`} value={c.name} placeholder="Name" onChange={(e) => setContact(i, { name: e.target.value })} />
            <input className={input} aria-label={`Contact ${i + 1} mobile`} value={c.mobile} type="tel" placeholder="+34 600 000 000" onChange={(e) => setContact(i, { mobile: e.target.value })} />
            <button type="button" className="rounded px-2 text-sm text-slate-600 hover:bg-slate-100" onClick={() => onChange({ contacts: contacts.filter((_, j) => j !== i) })}>
              Remove
            </button>
          </div>
        ))}
        {contacts.length < 5 && (
          <button type="button" className="mt-2 text-sm font-medium text-brand-700 hover:underline" onClick={() => onChange({ contacts: [...contacts, { name: "", mobile: "" }] })}>
            Add a contact
          </button>
        )}
      </fieldset>
    </div>
  );
}
