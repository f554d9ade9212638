"use client";

import { useId, type ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { NotificationSettings, NotificationSettingsInput } from "@/lib/outbound/settings";

export type SettingsForm = UseFormReturn<NotificationSettingsInput, unknown, NotificationSettings>;

/** A list with one value turned on or off, in the list's own order, so a save compares equal when nothing changed. */
export function toggled<T extends string>(list: readonly T[], value: T, on: boolean, order: readonly T[]): T[] {
  return order.filter((v) => (v === value ? on : list.includes(v)));
}

/** A checkbox with its name and a line under it; a disabled one says why in that line. */
export function CheckRow({
  label,
  hint,
  checked,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 text-sm">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 rounded border-slate-300 accent-brand-700"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      <span>
        <label htmlFor={id} className={`block font-medium ${disabled ? "text-slate-400" : "text-slate-800"}`}>
          {label}
        </label>
        {hint && (
          <span id={`${id}-hint`} className={`block text-xs ${disabled ? "text-amber-800" : "text-slate-500"}`}>
            {hint}
          </span>
        )}
      </span>
    </div>
  );
}
