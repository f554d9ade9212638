/** A sandbox on a port of its own, in its own process, so benchmarks measure the client alone. */
import { createSandbox } from "@/lib/sandbox";
import { serve } from "@/lib/sandbox/node-server";

const server = await serve(createSandbox().handle);
process.stdout.write(`${server.url}\n`);
process.on("SIGTERM", () => void server.close().then(() => process.exit(0)));
