import { queryOptions } from "@tanstack/react-query";
import type { JobsOverviewView } from "./overview-types";
import { getJson, retryUnlessRefused } from "@/lib/http/get-json";

export const jobsKeys = { overview: ["admin", "jobs"] as const };

/** The background jobs at work, read again every few seconds while the screen is open. */
export const jobsOverviewQuery = (initialData?: JobsOverviewView) =>
  queryOptions({
    queryKey: jobsKeys.overview,
    queryFn: ({ signal }) => getJson<JobsOverviewView>("/api/admin/jobs", signal),
    refetchInterval: 5_000,
    retry: retryUnlessRefused,
    initialData,
  });
