import type { Point } from "../logistics/types";

/**
 * The logistics account's own hubs (GET /v1/hubs, §4 ClientHub): where the company keeps parcels
 * for pickup. Every sandbox account has these; a parcel may name one by its external_id.
 */
export type ClientHub = {
  hub_id: string;
  external_id: string;
  address: string;
  location: Point;
  instructions: string;
  contact: { name: string; phone: string };
};

export const CLIENT_HUBS: readonly ClientHub[] = [
  {
    hub_id: "4b6f2a1c-8d3e-4f5a-9b7c-1d2e3f4a5b6c",
    external_id: "hq-castellana",
    address: "Paseo de la Castellana 200, 28046 Madrid",
    location: { lat: 40.4626, lon: -3.689 },
    instructions: "Loading bay on Calle de Rosario Pino; ask at the post room, floor -1.",
    contact: { name: "Post room", phone: "+34910000200" },
  },
  {
    hub_id: "5c7a3b2d-9e4f-4a6b-8c8d-2e3f4a5b6c7d",
    external_id: "office-serrano",
    address: "Calle de Serrano 41, 28001 Madrid",
    location: { lat: 40.4276, lon: -3.6873 },
    instructions: "Reception on the ground floor, open 8:00 to 20:00.",
    contact: { name: "Reception", phone: "+34910000041" },
  },
  {
    hub_id: "6d8b4c3e-af50-4b7c-9d9e-3f4a5b6c7d8e",
    external_id: "warehouse-mendez-alvaro",
    address: "Calle de Méndez Álvaro 83, 28045 Madrid",
    location: { lat: 40.395, lon: -3.6784 },
    instructions: "Gate 3; drivers sign in at the security booth.",
    contact: { name: "Warehouse desk", phone: "+34910000083" },
  },
];

export const clientHubByExternalId = (externalId: string) => CLIENT_HUBS.find((h) => h.external_id === externalId);
