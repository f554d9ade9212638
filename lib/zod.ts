import { config } from "zod";

// Pages run under a CSP without 'unsafe-eval'. Zod's fast path probes `new Function` on its first
// synchronous parse, which the browser reports as a violation even though zod catches it. Rules that
// reach the browser import zod from here, so the setting holds wherever zod loads, and only there.
if (typeof window !== "undefined") config({ jitless: true });

export * from "zod";
