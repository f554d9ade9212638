import { currentUser } from "@/lib/auth/session";
import { checkHealth } from "@/lib/health";

export const dynamic = "force-dynamic";

/**
 * For supervisors and load balancers: 200 when the database and the job runner work, else 503
 * with the reason. Signed-out callers learn that and nothing more; signed-in people also see what failed in detail.
 */
export async function GET(): Promise<Response> {
  const health = await checkHealth();
  const signedIn = !!(await currentUser().catch(() => null));
  const summary = (c: { ok: boolean }) => (c.ok ? "ok" : "failing");
  const body = signedIn
    ? { status: health.ok ? "ok" : "unavailable", checks: health.checks }
    : { status: health.ok ? "ok" : "unavailable", checks: { database: summary(health.checks.database), jobs: summary(health.checks.jobs) } };
  return Response.json(body, { status: health.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
