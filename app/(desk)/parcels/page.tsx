import type { Metadata } from "next";
import { CreateParcelsForm } from "@/app/(desk)/parcels/_components/create-parcels-form";
import { ParcelList } from "@/app/(desk)/parcels/_components/parcel-list";
import { Card } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { findSavedPlaces } from "@/lib/booking/saved-queries";

export const metadata: Metadata = { title: "Parcels" };

/** Parcels the desk sends: the create form, then the list (read in the browser, so it follows the states). */
export default async function Page() {
  const user = await requireUser();
  const saved = await findSavedPlaces(await db(), "", 200);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Parcels</h1>
      <Card title="Send parcels" description="Pickup and drop-off by address, coordinates, a saved place or a hub. Several parcels go in one request.">
        <CreateParcelsForm saved={saved.map((s) => ({ id: s.id, name: s.name, lat: s.lat, lng: s.lng, addr: s.addr }))} />
      </Card>
      <Card
        title={user.role === "admin" ? "Every agent's parcels" : "Your parcels"}
        description={`${user.role === "admin" ? "" : "The parcels you created; an admin sees every agent's. "}Open a parcel to estimate, ship, cancel or delete it, and to follow it.`}
      >
        <ParcelList />
      </Card>
    </div>
  );
}
