import type { Label } from "../state";

export const SEED_LABELS = (clientId: string): Label[] => [
  {
    id: "0b7f3c2a-5d4e-4f61-9a8b-7c6d5e4f3a21",
    client_id: clientId,
    slug: "sales-emea",
    name: "Sales EMEA",
    description: "Client visits and sales events",
    active: true,
  },
  {
    id: "1c8e4d3b-6e5f-4a72-8b9c-8d7e6f5a4b32",
    client_id: clientId,
    slug: "engineering",
    name: "Engineering",
    description: "Engineering travel",
    active: true,
  },
  {
    id: "2d9f5e4c-7f6a-4b83-9cad-9e8f7a6b5c43",
    client_id: clientId,
    slug: "events-2026",
    name: "Events 2026",
    description: "Conferences and trade fairs",
    active: true,
  },
  {
    id: "3e0a6f5d-8a7b-4c94-adbe-af9a8b7c6d54",
    client_id: clientId,
    slug: "legacy-project",
    name: "Legacy project",
    description: "Closed cost centre",
    active: false,
  },
];
