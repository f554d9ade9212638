import { POST as fixtureRoute } from "../route";

export const dynamic = "force-dynamic";

/** A fixture's second step (POST /api/e2e/events/confirm): the same route, guard and list, under the name "events/confirm". */
export async function POST(request: Request, { params }: { params: Promise<{ fixture: string; step: string }> }): Promise<Response> {
  const { fixture, step } = await params;
  return fixtureRoute(request, { params: Promise.resolve({ fixture: `${fixture}/${step}` }) });
}
