import { embeddedSandbox } from "./embedded";

export const dynamic = "force-dynamic";

async function handle(request: Request): Promise<Response> {
  const sandbox = embeddedSandbox();
  if (!sandbox) return Response.json({ error: "Not Found" }, { status: 404 });
  return sandbox.handle(request);
}

export { handle as GET, handle as POST, handle as PATCH, handle as PUT, handle as DELETE };
