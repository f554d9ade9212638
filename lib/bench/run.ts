/**
 * Benchmarks, printed as figures with their goals. Run with `npm run bench`.
 * Timing goals live here, never in tests.
 */
import { providerOverhead, tokenRequestsUnderLoad } from "./provider";

const line = (name: string, value: string, goal: string, met: boolean) =>
  console.log(`${met ? "ok  " : "MISS"}  ${name.padEnd(52)} ${value.padStart(10)}   goal ${goal}`);

async function main() {
  console.log("Ridedesk benchmarks\n");
  for (const [call, what] of [
    ["users", "users list, 1 user"],
    ["hub", "hub lookup, 4 KB validated"],
  ] as const) {
    const o = await providerOverhead(call);
    line(`provider client overhead vs direct: ${what}`, o.medianRatio.toFixed(3), "≤ 1.05", o.medianRatio <= 1.05);
    console.log(`      ${o.rounds} rounds × ${o.callsPerRound} calls; median per call: direct ${o.directMs.toFixed(3)} ms, client ${o.clientMs.toFixed(3)} ms`);
  }
  const tokens = await tokenRequestsUnderLoad(100);
  line("token requests made by 100 concurrent calls", String(tokens), "1", tokens === 1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
