import { getTranslations } from "next-intl/server";
import { CreateParcelsForm } from "@/app/(desk)/parcels/_components/create-parcels-form";
import { ParcelList } from "@/app/(desk)/parcels/_components/parcel-list";
import { Card } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { findSavedPlaces } from "@/lib/booking/saved-queries";

export async function generateMetadata() {
  const t = await getTranslations("parcels");
  return { title: t("title") };
}

/** Parcels the desk sends: the create form, then the list (read in the browser, so it follows the states). */
export default async function Page() {
  const user = await requireUser();
  const t = await getTranslations("parcels");
  const saved = await findSavedPlaces(await db(), "", 200);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t("title")}</h1>
      <Card title={t("send.title")} description={t("send.description")}>
        <CreateParcelsForm saved={saved.map((s) => ({ id: s.id, name: s.name, lat: s.lat, lng: s.lng, addr: s.addr }))} />
      </Card>
      <Card title={t("list.title", { role: user.role })} description={t("list.description", { role: user.role })}>
        <ParcelList />
      </Card>
    </div>
  );
}
