"use client";

import { Button } from "@/components/ui/button";

/** Opens the browser's print dialog: the page's print rules leave the receipt alone on A4. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" variant="secondary" size="sm" onClick={() => window.print()}>
      {label}
    </Button>
  );
}
