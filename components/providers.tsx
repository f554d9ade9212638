"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { z } from "zod";

// Pages run under a CSP without 'unsafe-eval'. Zod's fast path probes `new Function` on its first
// synchronous parse, which the browser reports as a violation even though zod catches it. Set here,
// in the root client module, so it holds before any component parses anything.
z.config({ jitless: true });

/** One query cache per browser tab. Nothing is retried by itself: failures are shown with a retry button. */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
