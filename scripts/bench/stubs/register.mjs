// Outside Next, with the react-server condition, next-intl's and Next's React entries cannot load: a benchmark
// that runs server code touching them (error words, the action guard's redirects) gets React-free stand-ins.
const STUBS = {
  "next-intl": "./next-intl.mjs",
  "next-intl/server": "./next-intl-server.mjs",
  "next/navigation": "./next-request.mjs",
  "next/headers": "./next-request.mjs",
};

export async function resolve(specifier, context, nextResolve) {
  const stub = STUBS[specifier];
  return stub ? { url: new URL(stub, import.meta.url).href, shortCircuit: true } : nextResolve(specifier, context);
}
