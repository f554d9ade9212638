// next/navigation and next/headers for a benchmark run outside Next: there is no request to redirect or read.
const outside = (what) => () => {
  throw new Error(`${what} needs a request; a benchmark has none`);
};
export const redirect = outside("redirect");
export const forbidden = outside("forbidden");
export const notFound = outside("notFound");
export const unauthorized = outside("unauthorized");
export const headers = outside("headers");
export const cookies = outside("cookies");
