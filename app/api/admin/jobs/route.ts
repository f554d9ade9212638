import { route } from "@/lib/auth/route";
import { jobsOverviewView } from "@/lib/jobs/overview";

export const dynamic = "force-dynamic";

/** Queue sizes, last runs, schedules and recent failures of the background jobs, for admins. */
export const GET = route({ role: "admin" }, () => jobsOverviewView());
