import { t, type HubDef } from "./types";

/** Madrid-Barajas Terminal 1: its meeting points and the steps to each. */
export const T1: HubDef = {
  uid: "hub-mad-t1",
  location_id: "loc-mad-t1",
  kind: "airport",
  title: t("Madrid-Barajas Airport, Terminal 1", "Aeropuerto Madrid-Barajas, Terminal 1"),
  latitude: 40.4668,
  longitude: -3.5706,
  radiusM: 700,
  meeting_points: [
    {
      uid: "mp-t1-arrivals-p1",
      title: t("Arrivals, Floor 0, Door 2", "Llegadas, Planta 0, Puerta 2"),
      latitude: 40.46725,
      longitude: -3.57105,
      sign: t("VTC · Pick-up point 1", "VTC · Punto de recogida 1"),
      steps: [
        {
          icon: "baggage",
          caption: t("Baggage claim, then customs", "Equipaje y después aduana"),
          en: "Collect your bags at the belt shown on the screens and leave the baggage hall through customs (the green channel if you have nothing to declare).",
          es: "Recoge tus maletas en la cinta que indican las pantallas y sal de la sala de equipajes por la aduana (el canal verde si no tienes nada que declarar).",
        },
        {
          icon: "arrow-left",
          tag: "Door 2 · Puerta 2",
          caption: t("Keep left to Door 2", "Por la izquierda a la Puerta 2"),
          en: "In the arrivals hall, keep left past the car-hire desks and follow the overhead signs to Door 2. You stay on Floor 0 the whole way.",
          es: "En la sala de llegadas, ve por la izquierda, deja atrás los mostradores de alquiler de coches y sigue los carteles colgantes hasta la Puerta 2. Todo el recorrido es en la Planta 0.",
        },
        {
          icon: "door",
          tag: "2",
          caption: t("Go out through Door 2", "Sal por la Puerta 2"),
          en: "Go out through Door 2 and cross the two taxi lanes at the zebra crossing to the covered island.",
          es: "Sal por la Puerta 2 y cruza los dos carriles de taxis por el paso de cebra hasta la isleta cubierta.",
        },
        {
          icon: "ride-sign",
          tag: "VTC 1",
          caption: t("Wait at the VTC post", "Espera junto al poste VTC"),
          en: "Turn right and wait under the canopy by the post marked 'VTC · Pick-up point 1'. Your driver pulls in beside the island; check the plate in the app before you get in.",
          es: "Gira a la derecha y espera bajo la marquesina, junto al poste con el rótulo «VTC · Punto de recogida 1». Tu conductor parará junto a la isleta; comprueba la matrícula en la app antes de subir.",
        },
      ],
    },
    {
      uid: "mp-t1-parking-p1",
      title: t("Car Park P1, Floor 0, Ride-hailing Zone", "Aparcamiento P1, Planta 0, Zona VTC"),
      latitude: 40.4679,
      longitude: -3.5717,
      sign: t("VTC zone · Car Park P1", "Zona VTC · Parking P1"),
      steps: [
        {
          icon: "baggage",
          caption: t("Leave the baggage hall", "Sal de la sala de equipajes"),
          en: "After customs, turn right in the arrivals hall and look for the overhead signs for 'Parking P1' and 'VTC'.",
          es: "Después de la aduana, gira a la derecha en la sala de llegadas y busca los carteles colgantes de «Parking P1» y «VTC».",
        },
        {
          icon: "door",
          tag: "1",
          caption: t("Exit at Door 1", "Sal por la Puerta 1"),
          en: "Leave the terminal through Door 1, at the far end of the hall.",
          es: "Sal de la terminal por la Puerta 1, al fondo de la sala.",
        },
        {
          icon: "crossing",
          caption: t("Cross to Car Park P1", "Cruza al Parking P1"),
          en: "Cross the taxi and bus lanes at the zebra crossing straight ahead and walk into Car Park P1 on the same level (about 3 minutes on foot).",
          es: "Cruza los carriles de taxis y autobuses por el paso de cebra que tienes enfrente y entra en el Parking P1 por el mismo nivel (unos 3 minutos a pie).",
        },
        {
          icon: "car-park",
          tag: "VTC",
          caption: t("Ride-hailing zone, Floor 0", "Zona VTC, Planta 0"),
          en: "Stay on Floor 0 and follow the painted walkway to the area signposted 'VTC'. Wait on the pavement beside the numbered bays, and head there once the app shows your car arriving: drivers cannot wait long.",
          es: "Sigue en la Planta 0 y camina por el paso peatonal pintado hasta la zona señalizada como «VTC». Espera en la acera junto a las plazas numeradas y ve hacia allí cuando la app indique que llega tu coche: los conductores no pueden esperar mucho.",
        },
      ],
    },
    {
      uid: "mp-t1-departures-door5",
      title: t("Departures, Floor 1, Door 5", "Salidas, Planta 1, Puerta 5"),
      latitude: 40.46655,
      longitude: -3.5715,
      steps: [
        {
          icon: "escalator-up",
          tag: "1",
          caption: t("Up to Floor 1", "Sube a la Planta 1"),
          en: "From the arrivals hall on Floor 0, take the escalators or the lifts up to Floor 1 (Departures / Salidas).",
          es: "Desde la sala de llegadas, en la Planta 0, sube por las escaleras mecánicas o en ascensor a la Planta 1 (Salidas / Departures).",
        },
        {
          icon: "arrow-right",
          tag: "Door 5 · Puerta 5",
          caption: t("Walk to Door 5", "Camina hasta la Puerta 5"),
          en: "Walk along the check-in hall, with the counters on your left, until you reach Door 5.",
          es: "Recorre el vestíbulo de facturación, con los mostradores a tu izquierda, hasta llegar a la Puerta 5.",
        },
        {
          icon: "door",
          tag: "5",
          caption: t("Out to the kerb", "Sal a la acera"),
          en: "Go out through Door 5 onto the departures kerb and stay on the pavement: the stopping lane is right in front of you.",
          es: "Sal por la Puerta 5 a la acera de salidas y quédate en ella: el carril de parada está justo delante.",
        },
        {
          icon: "ride-sign",
          caption: t("The car stops briefly", "El coche para un momento"),
          en: "Cars may only stop here for a moment, so wait by the door until the app shows your car a minute away, then look for its plate.",
          es: "Aquí los coches solo pueden parar un momento: espera junto a la puerta hasta que la app muestre tu coche a un minuto y busca su matrícula.",
        },
      ],
    },
  ],
};
