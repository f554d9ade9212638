import { PageSkeleton } from "../_components/page-skeleton";

/**
 * /book may wait on the provider (requesters when stale), so it shows a skeleton meanwhile. Not one
 * loading file for all of (desk): its boundary would send admin pages' 403 as a 200.
 */
export default function BookLoading() {
  return <PageSkeleton />;
}
