import { createTranslator } from "next-intl";
import reports from "@/lib/i18n/messages/en/reports.json";
import states from "@/lib/i18n/messages/en/states.json";
import type { FigureWords } from "./figures";
import { rideStateText, type RideState } from "./ride-state";

/** The report's words as an English reader sees them, for tests of code that is given its words. */
export const englishReports = createTranslator({ locale: "en", messages: { reports }, namespace: "reports" }) as unknown as FigureWords["t"];
const englishStates = createTranslator({ locale: "en", messages: { states }, namespace: "states" }) as unknown as Parameters<typeof rideStateText>[1]["states"];

export const ENGLISH_FIGURES: FigureWords = { t: englishReports, tag: "en-GB" };

/** A ride's state in English words. */
export const englishState = (state: RideState) => rideStateText(state, { states: englishStates, reports: englishReports });
