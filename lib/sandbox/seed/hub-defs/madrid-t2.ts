import { t, type HubDef } from "./types";

/** Madrid-Barajas Terminal 2: its meeting points and the steps to each. */
export const T2: HubDef = {
  uid: "hub-mad-t2",
  location_id: "loc-mad-t2",
  kind: "airport",
  title: t("Madrid-Barajas Airport, Terminal 2", "Aeropuerto Madrid-Barajas, Terminal 2"),
  latitude: 40.4694,
  longitude: -3.5665,
  radiusM: 600,
  meeting_points: [
    {
      uid: "mp-t2-arrivals-p1",
      title: t("Arrivals, Floor 0, Door 6", "Llegadas, Planta 0, Puerta 6"),
      latitude: 40.46985,
      longitude: -3.567,
      steps: [
        {
          icon: "baggage",
          caption: t("Baggage claim", "Recogida de equipaje"),
          en: "Pick up your bags in the baggage hall and walk out through the sliding doors into the T2 arrivals hall.",
          es: "Recoge tu equipaje en la sala de recogida y sal por las puertas correderas a la sala de llegadas de la T2.",
        },
        {
          icon: "arrow-up",
          tag: "Door 6 · Puerta 6",
          caption: t("Straight on to Door 6", "Recto hasta la Puerta 6"),
          en: "Walk straight across the hall, past the café and the tourist information desk, towards the glass front and Door 6.",
          es: "Cruza la sala en línea recta, pasando la cafetería y el punto de información turística, hacia la fachada de cristal y la Puerta 6.",
        },
        {
          icon: "door",
          tag: "6",
          caption: t("Go out through Door 6", "Sal por la Puerta 6"),
          en: "Go out through Door 6 and use the zebra crossing to reach the central island, keeping the taxi queue on your right.",
          es: "Sal por la Puerta 6 y usa el paso de cebra para llegar a la isleta central, dejando la fila de taxis a tu derecha.",
        },
        {
          icon: "ride-sign",
          tag: "VTC 1",
          caption: t("Wait at the VTC post", "Espera junto al poste VTC"),
          en: "Wait next to the post marked 'VTC · Pick-up point 1' on the island. Your driver stops in the lane beside it.",
          es: "Espera junto al poste con el rótulo «VTC · Punto de recogida 1» en la isleta. Tu conductor parará en el carril de al lado.",
        },
      ],
    },
    {
      uid: "mp-t2-express-parking",
      title: t("Express Car Park, Floor 0, Ride-hailing Zone", "Parking Exprés, Planta 0, Zona VTC"),
      latitude: 40.4704,
      longitude: -3.5676,
      sign: t("VTC zone · Express Car Park", "Zona VTC · Parking Exprés"),
      steps: [
        {
          icon: "baggage",
          caption: t("Leave the arrivals hall", "Sal de la sala de llegadas"),
          en: "After baggage claim, look for the overhead signs for 'Parking Exprés' and 'VTC' in the arrivals hall.",
          es: "Después de recoger el equipaje, busca en la sala de llegadas los carteles colgantes de «Parking Exprés» y «VTC».",
        },
        {
          icon: "door",
          tag: "7",
          caption: t("Exit at Door 7", "Sal por la Puerta 7"),
          en: "Leave the terminal through Door 7 and turn left along the covered pavement.",
          es: "Sal de la terminal por la Puerta 7 y gira a la izquierda por la acera cubierta.",
        },
        {
          icon: "crossing",
          caption: t("Cross to the car park", "Cruza al aparcamiento"),
          en: "Cross the lanes at the traffic lights and walk into the Express Car Park at ground level.",
          es: "Cruza los carriles por el semáforo y entra a pie en el Parking Exprés por la planta de calle.",
        },
        {
          icon: "car-park",
          tag: "VTC",
          caption: t("Wait in the VTC zone", "Espera en la zona VTC"),
          en: "Follow the painted walkway to the 'VTC' pick-up zone and wait on the raised pavement. Check the car's plate in the app before you get in.",
          es: "Sigue el paso peatonal pintado hasta la zona de recogida «VTC» y espera en la acera elevada. Comprueba la matrícula en la app antes de subir.",
        },
      ],
    },
    {
      uid: "mp-t2-departures-door8",
      title: t("Departures, Floor 1, Door 8", "Salidas, Planta 1, Puerta 8"),
      latitude: 40.46975,
      longitude: -3.5659,
      steps: [
        {
          icon: "lift",
          tag: "1",
          caption: t("Lift up to Floor 1", "Ascensor a la Planta 1"),
          en: "Take the lifts or escalators from the arrivals hall up to Floor 1, following the 'Salidas / Departures' signs.",
          es: "Sube en ascensor o por las escaleras mecánicas desde la sala de llegadas hasta la Planta 1, siguiendo los carteles de «Salidas / Departures».",
        },
        {
          icon: "arrow-left",
          tag: "Door 8 · Puerta 8",
          caption: t("Keep left to Door 8", "Por la izquierda a la Puerta 8"),
          en: "Turn left in the check-in hall and walk towards the end of the terminal until you reach Door 8.",
          es: "Gira a la izquierda en el vestíbulo de facturación y camina hacia el final de la terminal hasta la Puerta 8.",
        },
        {
          icon: "door",
          tag: "8",
          caption: t("Out through Door 8", "Sal por la Puerta 8"),
          en: "Go out through Door 8 to the departures kerb and wait under the canopy. Cars may only stop briefly, so stay close to the kerb.",
          es: "Sal por la Puerta 8 a la acera de salidas y espera bajo la marquesina. Los coches solo pueden parar un momento: quédate cerca del bordillo.",
        },
      ],
    },
  ],
};
