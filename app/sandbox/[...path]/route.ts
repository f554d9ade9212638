import { withSecurityHeaders } from "@/lib/http/app-headers";
import { closeIfBodyUnread } from "@/lib/http/body";
import { embeddedSandbox } from "./embedded";

export const dynamic = "force-dynamic";

/** Not proxied (proxy.ts): the sandbox reads its bodies itself, and its answers get the headers here. */
async function handle(request: Request): Promise<Response> {
  const sandbox = embeddedSandbox();
  if (!sandbox) return closeIfBodyUnread(request, withSecurityHeaders(Response.json({ error: "Not Found" }, { status: 404 })));
  return closeIfBodyUnread(request, withSecurityHeaders(await sandbox.handle(request)));
}

export { handle as GET, handle as POST, handle as PATCH, handle as PUT, handle as DELETE };
