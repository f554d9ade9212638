import { NotFoundMessage } from "@/components/shell/not-found-message";

/**
 * The notFound() of the desk's pages (an unknown ride or parcel, or one the person may not see),
 * inside the desk's own layout and its one main landmark, still answering 404.
 */
export default function DeskNotFound() {
  return <NotFoundMessage />;
}
