// next-intl's root for a benchmark run outside Next: its translator without React (use-intl's core), as Next's bundle gives the server.
export { createTranslator } from "use-intl/core";
