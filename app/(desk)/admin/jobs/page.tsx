import { JobsPanel } from "@/app/(desk)/admin/jobs/_components/jobs-panel";
import { requireUser } from "@/lib/auth/guard";
import { jobsOverviewView } from "@/lib/jobs/overview";

export const metadata = { title: "Background jobs" };
export const dynamic = "force-dynamic";

export default async function JobsPage() {
  await requireUser("admin");
  const overview = await jobsOverviewView();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Background jobs</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">
          What keeps Ridedesk in step with the ride service: journeys are read while they are on, and followed up when a read failed. This page
          updates by itself.
        </p>
      </header>
      <JobsPanel initial={overview} />
    </div>
  );
}
