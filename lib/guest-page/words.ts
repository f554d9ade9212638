import type { Language } from "@/lib/i18n/localized";
import type { AttentionEndState, RideState } from "@/lib/journeys/states";

/**
 * Where the journey is, as the guest's page tells it: the ride's states up to the drop off, the two
 * end states the guest is told of by name, and the page's own "booked", "scheduled" and "cancelled".
 */
export type GuestStateKey = "booked" | "scheduled" | "cancelled" | Exclude<RideState, "terminated"> | Exclude<AttentionEndState, "driver cancel">;

type Words = {
  states: Record<GuestStateKey, { title: string; detail: string }>;
  yourRide: string;
  pickup: string;
  destination: string;
  stopsBetween: (n: number) => string;
  meetingPoint: string;
  yourDriver: string;
  plate: string;
  driverPhoto: (name: string) => string;
  follow: string;
  newTab: string;
  route: string;
  driverOnMap: string;
  updating: string;
  goneTitle: string;
  goneDetail: string;
};

export const WORDS: Record<Language, Words> = {
  en: {
    states: {
      booked: { title: "Booked", detail: "Your ride is booked. This page updates by itself." },
      scheduled: { title: "Scheduled", detail: "A driver will be found shortly before your pickup time." },
      hire: { title: "Looking for a driver", detail: "We are finding a driver for you." },
      hired: { title: "Driver on the way", detail: "Your driver is heading to the pickup." },
      arrived: { title: "Driver has arrived", detail: "Your driver is waiting at the pickup." },
      "pick up": { title: "On the way", detail: "Enjoy your ride." },
      "drop off": { title: "Arrived", detail: "You have reached your destination." },
      cancelled: { title: "Cancelled", detail: "This ride was cancelled. If you still need one, contact whoever booked it for you." },
      "not found": { title: "No driver found", detail: "No driver could take this ride. Contact whoever booked it for you; they can book another." },
      "no show": { title: "Ride closed", detail: "The driver could not find you at the pickup and had to leave. Contact whoever booked it for you." },
    },
    yourRide: "Your ride",
    pickup: "Pickup",
    destination: "Destination",
    stopsBetween: (n) => (n === 1 ? "1 stop on the way" : `${n} stops on the way`),
    meetingPoint: "Where to meet your driver",
    yourDriver: "Your driver",
    plate: "Plate",
    driverPhoto: (name) => `Photo of ${name}, your driver`,
    follow: "Follow the car live on a map",
    newTab: "(opens in a new tab)",
    route: "Drawing of the route",
    driverOnMap: "the driver",
    updating: "This page updates by itself.",
    goneTitle: "This link is no longer active",
    goneDetail: "If you need help with a ride, contact whoever booked it for you.",
  },
  es: {
    states: {
      booked: { title: "Reservado", detail: "Tu viaje está reservado. Esta página se actualiza sola." },
      scheduled: { title: "Programado", detail: "Buscaremos conductor poco antes de la hora de recogida." },
      hire: { title: "Buscando conductor", detail: "Estamos buscando un conductor para ti." },
      hired: { title: "El conductor va de camino", detail: "Tu conductor se dirige al punto de recogida." },
      arrived: { title: "El conductor ha llegado", detail: "Tu conductor te espera en el punto de recogida." },
      "pick up": { title: "En camino", detail: "Disfruta del viaje." },
      "drop off": { title: "Has llegado", detail: "Has llegado a tu destino." },
      cancelled: { title: "Cancelado", detail: "Este viaje se ha cancelado. Si aún lo necesitas, contacta con quien lo reservó." },
      "not found": { title: "Sin conductor", detail: "Ningún conductor pudo hacer este viaje. Contacta con quien lo reservó; puede reservar otro." },
      "no show": { title: "Viaje cerrado", detail: "El conductor no te encontró en el punto de recogida y tuvo que irse. Contacta con quien lo reservó." },
    },
    yourRide: "Tu viaje",
    pickup: "Recogida",
    destination: "Destino",
    stopsBetween: (n) => (n === 1 ? "1 parada intermedia" : `${n} paradas intermedias`),
    meetingPoint: "Dónde encontrarte con el conductor",
    yourDriver: "Tu conductor",
    plate: "Matrícula",
    driverPhoto: (name) => `Foto de ${name}, tu conductor`,
    follow: "Sigue el coche en directo en un mapa",
    newTab: "(se abre en una pestaña nueva)",
    route: "Dibujo del recorrido",
    driverOnMap: "el conductor",
    updating: "Esta página se actualiza sola.",
    goneTitle: "Este enlace ya no está activo",
    goneDetail: "Si necesitas ayuda con un viaje, contacta con quien lo reservó.",
  },
};
