/** Simulated drivers who accept the sandbox's journeys. Ids are 32 hex, as preferred_driver_id expects. */
export const DRIVERS = [
  {
    id: "d1a2b3c4d5e6f708192a3b4c5d6e7f80",
    name: "Javier",
    phone_number: "+34 600 000 101",
    vehicle: { name: "Toyota Corolla Hybrid", plate: "4821 LKM", color: "white" },
  },
  {
    id: "d2b3c4d5e6f708192a3b4c5d6e7f8091",
    name: "Fatima",
    phone_number: "+34 600 000 102",
    vehicle: { name: "Kia Niro EV", plate: "7315 MBN", color: "grey" },
  },
  {
    id: "d3c4d5e6f708192a3b4c5d6e7f8091a2",
    name: "Andrés",
    phone_number: "+34 600 000 103",
    vehicle: { name: "Mercedes-Benz E-Class", plate: "2290 KZT", color: "black" },
  },
  {
    id: "d4d5e6f708192a3b4c5d6e7f8091a2b3",
    name: "Elena",
    phone_number: "+34 600 000 104",
    vehicle: { name: "Skoda Octavia", plate: "9054 LPX", color: "blue" },
  },
  {
    id: "d5e6f708192a3b4c5d6e7f8091a2b3c4",
    name: "Rubén",
    phone_number: "+34 600 000 105",
    vehicle: { name: "Mercedes-Benz Vito", plate: "6638 MCD", color: "black" },
  },
];
