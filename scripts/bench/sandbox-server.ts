/** A sandbox on a port of its own, in its own process, so benchmarks measure the client alone. BENCH_SALES: sales it holds. */
import { createSandbox } from "@/lib/sandbox";
import { serve } from "@/lib/sandbox/node-server";
import { seedSales } from "./sales-seed";

const sandbox = createSandbox({ tokenTtlSeconds: 90 * 24 * 3600 });
seedSales(sandbox, Number(process.env.BENCH_SALES ?? 0));
const server = await serve(sandbox.handle);
process.stdout.write(`${server.url}\n`);
process.on("SIGTERM", () => void server.close().then(() => process.exit(0)));
