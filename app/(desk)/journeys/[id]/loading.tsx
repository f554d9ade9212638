import { PageSkeleton } from "../../_components/page-skeleton";

export default function JourneyLoading() {
  return <PageSkeleton />;
}
