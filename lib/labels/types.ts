/**
 * What the label screens show; isomorphic, so components and server code share the shapes. A row's
 * `why` is a message reference (lib/i18n/message-ref.ts), or the ride service's refusal as it came.
 */

export type PreviewStatus = "new" | "exists" | "invalid";
export type PreviewRow = { row: number; name: string; description: string; active: boolean; slug: string; status: PreviewStatus; why: string | null };

export type ImportOutcome = "created" | "skipped" | "refused" | "invalid" | "not_sent";
export type ImportRow = { row: number; name: string; slug: string; outcome: ImportOutcome; why: string | null };

export type LabelSummary = { id: string; slug: string; name: string; active: boolean; syncedAt: string };
