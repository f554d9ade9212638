import { HomePage } from "./_components/home-page";
import { requireUser } from "@/lib/auth/guard";

export default async function Page() {
  const user = await requireUser();
  return <HomePage firstName={user.name.split(" ")[0] ?? user.name} admin={user.role === "admin"} />;
}
