/**
 * Benchmarks, printed as figures with their goals. Run with `npm run bench`.
 * Timing goals live here, never in tests.
 */
import { providerOverhead, tokenRequestsUnderLoad } from "./provider";

const line = (name: string, value: string, goal: string, met: boolean) =>
  console.log(`${met ? "ok  " : "MISS"}  ${name.padEnd(52)} ${value.padStart(10)}   goal ${goal}`);

async function main() {
  console.log("Ridedesk benchmarks\n");
  const overhead = await providerOverhead();
  line("provider client overhead vs direct calls (median)", overhead.medianRatio.toFixed(3), "≤ 1.05", overhead.medianRatio <= 1.05);
  console.log(`      ${overhead.rounds} rounds × ${overhead.callsPerRound} calls; direct median ${overhead.directMs.toFixed(3)} ms, client median ${overhead.clientMs.toFixed(3)} ms per call`);
  const tokens = await tokenRequestsUnderLoad(100);
  line("token requests made by 100 concurrent calls", String(tokens), "1", tokens === 1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
