import "server-only";
import type { ParcelRow } from "./queries";
import type { ParcelPlace } from "@/lib/db/schema";
import type { NewParcel, ProofConfiguration, ProofConfigurationRequest } from "@/lib/provider";
import type { ProofMethods } from "./proof";

/** Exactly one of addr, loc and hub_external_id, as the logistics API wants a place (§4). */
function place(p: ParcelPlace) {
  const where = p.kind === "address" ? { addr: p.addr! } : p.kind === "hub" ? { hub_external_id: p.hubExternalId! } : { loc: p.loc! };
  return { contact: { name: p.contactName, phone: p.contactPhone }, ...where, instr: p.instr };
}

/** Our parcel record as the provider's NewParcel, with the external_id that lets a lost creation be found again. */
export function toNewParcel(row: ParcelRow): NewParcel {
  return {
    external_id: row.externalId,
    pickup_info: place(row.pickup),
    dropoff_info: place(row.dropoff),
    ...(row.dimensions ? { dimensions: { ...row.dimensions, unit: "cm" as const } } : {}),
    ...(row.weightGrams ? { weight: { value: row.weightGrams, unit: "g" as const } } : {}),
    ...(row.deliveryFrom && row.deliveryTo ? { delivery_from: row.deliveryFrom.toISOString(), delivery_to: row.deliveryTo.toISOString() } : {}),
  };
}

/**
 * Where an estimate places a parcel: an address as the provider holds it (it geocodes it itself),
 * else coordinates (given, or a hub's location). Null when there are none.
 */
export function estimateLocation(p: ParcelPlace): { lat: number; lon: number } | { address: string } | null {
  if (p.kind === "address" && p.addr) return { address: p.addr };
  return p.loc ?? null;
}

/** Every method, active or not: the spec makes a left-out method inactive, and saying so leaves no doubt. */
export const toProofRequest = (m: ProofMethods): ProofConfigurationRequest => ({
  delivered_proofs: { code_proof: { active: m.code }, ic_proof: { active: m.idCheck }, photo_proof: { active: m.photo }, comment_proof: { active: m.comment } },
});

export const fromProofConfiguration = ({ delivered_proofs: d }: ProofConfiguration): ProofMethods => ({
  code: d.code_proof.active,
  photo: d.photo_proof.active,
  idCheck: d.ic_proof.active,
  comment: d.comment_proof.active,
});
