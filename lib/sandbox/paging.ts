import { badRequest } from "./http";

/** The ride API's paging: pages start at 1. */
export function pageParams(query: URLSearchParams, defaultPer: number) {
  const read = (name: string, fallback: number, max: number) => {
    const raw = query.get(name);
    if (raw === null || raw === "") return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > max) throw badRequest(name, `must be a whole number from 1 to ${max}`);
    return n;
  };
  return { page: read("page", 1, 100_000), per: read("per", defaultPer, 100) };
}
