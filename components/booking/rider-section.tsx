"use client";

import type { Requester, SavedGuestOption } from "./types";

export type RiderValue =
  | { kind: "user"; id: string }
  | { kind: "guest"; name: string; mobile: string; email: string; language: "en" | "es" };

const input = "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-600";

/** Who rides: a company user, or a guest with a name and a mobile (they get the link by SMS). */
export function RiderSection({ value, users, savedGuests, keep, onKeep, errors, onChange }: {
  value: RiderValue; users: Requester[]; savedGuests: SavedGuestOption[]; keep: boolean; onKeep(keep: boolean): void;
  errors: Record<string, string | undefined>; onChange(v: RiderValue): void;
}) {
  const guest = value.kind === "guest" ? value : { kind: "guest" as const, name: "", mobile: "", email: "", language: "en" as const };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Rider</legend>
      <div className="flex gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input type="radio" name="rider-kind" checked={value.kind === "guest"} onChange={() => onChange(guest)} />
          A guest
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="rider-kind" checked={value.kind === "user"} disabled={users.length === 0} onChange={() => onChange({ kind: "user", id: users[0]?.id ?? "" })} />
          A company user
        </label>
      </div>
      {value.kind === "user" ? (
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-slate-700">Company user</span>
          <select className={input} value={value.id} aria-invalid={!!errors["rider.id"]} onChange={(e) => onChange({ kind: "user", id: e.target.value })}>
            {users.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name} {u.surname} · {u.email}
              </option>
            ))}
          </select>
          {errors["rider.id"] && <span className="mt-1 block text-rose-700">{errors["rider.id"]}</span>}
        </label>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {savedGuests.length > 0 && (
            <label className="text-sm sm:col-span-2">
              <span className="mb-1 block font-medium text-slate-700">Saved guest</span>
              <select
                className={input}
                value=""
                onChange={(e) => {
                  const g = savedGuests.find((x) => x.id === e.target.value);
                  if (g) onChange({ kind: "guest", name: g.name, mobile: g.mobile, email: g.email ?? "", language: g.language });
                }}
              >
                <option value="">Choose a saved guest to fill in…</option>
                {savedGuests.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name} · {g.mobile}
                  </option>
                ))}
              </select>
            </label>
          )}
          <Text label="Guest name" value={value.name} error={errors["rider.name"]} autoComplete="off" onChange={(name) => onChange({ ...value, name })} />
          <Text label="Guest mobile" type="tel" value={value.mobile} placeholder="+34 600 000 000" error={errors["rider.mobile"]} onChange={(mobile) => onChange({ ...value, mobile })} />
          <Text label="Guest email (optional)" type="email" value={value.email} error={errors["rider.email"]} onChange={(email) => onChange({ ...value, email })} />
          <label className="text-sm">
            <span className="mb-1 block font-medium text-slate-700">Guest language</span>
            <select className={input} value={value.language} aria-invalid={!!errors["rider.language"]} onChange={(e) => onChange({ ...value, language: e.target.value as "en" | "es" })}>
              <option value="en">English</option>
              <option value="es">Español</option>
            </select>
            {errors["rider.language"] && <span className="mt-1 block text-rose-700">{errors["rider.language"]}</span>}
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
            <input type="checkbox" checked={keep} onChange={(e) => onKeep(e.target.checked)} />
            Save this guest for next time
          </label>
        </div>
      )}
    </fieldset>
  );
}

function Text({ label, value, onChange, error, type = "text", placeholder, autoComplete }: { label: string; value: string; onChange(v: string): void; error?: string; type?: string; placeholder?: string; autoComplete?: string }) {
  const id = label.toLowerCase().replace(/\W+/g, "-");
  return (
    <div className="text-sm">
      <label htmlFor={id} className="mb-1 block font-medium text-slate-700">
        {label}
      </label>
      <input id={id} className={input} type={type} value={value} placeholder={placeholder} autoComplete={autoComplete} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onChange(e.target.value)} />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}
