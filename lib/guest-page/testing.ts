import type { GuestBooking } from "./view";

/** A booking as the guest's page reads it: Atocha to the Prado, a meeting point chosen, nothing read yet. */
export const guestBooking = (over: Partial<GuestBooking> = {}): GuestBooking => ({
  status: "booked",
  riderLocale: "en",
  startAt: null,
  zone: "Europe/Madrid",
  pickupAt: new Date("2026-11-23T15:02:00Z"),
  pickupLabel: "Madrid Puerta de Atocha",
  destinationLabel: "Museo del Prado",
  stops: [
    [40.4065, -3.6895],
    [40.4138, -3.6921],
  ],
  publicUrl: "https://provider.example/j/abc",
  state: null,
  endState: null,
  finished: false,
  stateTimes: {},
  driver: null,
  vehicle: null,
  waypoints: null,
  journeyReadAt: null,
  meetingPoint: {
    hubTitle: { en: "Atocha Station", es: "Estación de Atocha" },
    title: { en: "Taxi rank, Exit 1", es: "Parada de taxis, salida 1" },
    headerImageUrl: "https://img.example/header.jpg",
    bottomImageUrl: null,
    steps: [
      { en: "Leave through Exit 1.", es: "Sal por la salida 1.", imageUrl: "https://img.example/step1.jpg" },
      { en: "Wait by the blue sign.", es: "Espera junto al cartel azul.", imageUrl: null },
    ],
  },
  ...over,
});

export const withDriver: Partial<GuestBooking> = {
  state: "hired",
  stateTimes: { hire: "2026-11-23T15:02:00Z", hired: "2026-11-23T15:03:00Z" },
  driver: { name: "Carlos Martín López", phone: "+34600000000", avatarUrl: "https://img.example/carlos.jpg" },
  vehicle: { name: "Toyota Prius", plate: "1234 KLM", color: "white" },
  waypoints: [
    { loc: [40.41, -3.7], state: "hired" },
    { loc: [40.408, -3.695], state: "hired" },
  ],
};
