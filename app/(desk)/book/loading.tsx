import { PageSkeleton } from "../_components/page-skeleton";

/**
 * /book waits on the provider (requesters, labels), so it shows a skeleton meanwhile. Not one
 * loading file for all of (desk): its boundary would send admin pages' 403 as a 200.
 */
export default function BookLoading() {
  return <PageSkeleton />;
}
