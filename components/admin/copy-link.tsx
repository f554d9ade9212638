"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";

/** A one-time link in a read-only box, with a button that copies it. */
export function CopyLink({ label, url, focusOnMount = false }: { label: string; url: string; focusOnMount?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const input = () => box.current?.querySelector("input");
  const [state, setState] = useState<"idle" | "copied" | "manual">("idle");

  useEffect(() => {
    if (focusOnMount) input()?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    if (state !== "copied") return;
    const t = setTimeout(() => setState("idle"), 2500);
    return () => clearTimeout(t);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState("copied");
    } catch {
      // Without clipboard permission, select the link so Ctrl+C (or the old copy command) still works.
      input()?.select();
      setState(document.execCommand?.("copy") ? "copied" : "manual");
    }
  }

  return (
    <Field label={label}>
      {(p) => (
        <div className="space-y-1">
          <div ref={box} className="flex gap-2">
            <Input {...p} readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="flex-1 font-mono text-xs" />
            <Button type="button" variant="secondary" onClick={copy}>
              Copy link
            </Button>
          </div>
          <p role="status" className="min-h-5 text-sm text-emerald-700">
            {state === "copied" ? "Copied" : state === "manual" ? "Select the link and copy it with Ctrl+C (⌘C on a Mac)." : ""}
          </p>
        </div>
      )}
    </Field>
  );
}
