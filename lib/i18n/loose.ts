import type { MessageParams } from "./message-ref";

/**
 * A translator for keys known only at run time (error codes that travel as message references),
 * which the typed keys cannot name; `has` is always asked first.
 */
export type LooseTranslator = { (key: string, params?: MessageParams): string; has(key: string): boolean };
