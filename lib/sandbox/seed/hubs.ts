import type { LocalizedText, SeedHub, SeedMeetingPoint } from "./types";

/**
 * The sandbox's hubs: airport terminals and railway stations where a pickup must happen at a
 * meeting point. Coordinates are the real places'; doors, floors and the signs quoted in the
 * steps are plausible for each building but are the sandbox's own world, not a survey.
 *
 * Each step also carries a pictogram and a short caption: they are not part of SeedHub, and
 * serve only to draw the step images (see draw-hub-images.ts, which reads HUB_IMAGES).
 */

/** The pictogram a step image shows. */
export type StepIcon =
  | "baggage"
  | "walk"
  | "arrow-left"
  | "arrow-right"
  | "arrow-up"
  | "escalator-up"
  | "escalator-down"
  | "lift"
  | "door"
  | "crossing"
  | "car-park"
  | "ride-sign"
  | "train";

/** What the drawer needs for one referenced image. */
export type HubImageSpec =
  | { kind: "header"; path: string; hubUid: string; hubTitle: LocalizedText; title: LocalizedText; index: number }
  | { kind: "step"; path: string; n: number; icon: StepIcon; tag: string | null; caption: LocalizedText }
  | { kind: "bottom"; path: string; title: LocalizedText; sign: LocalizedText };

type StepDef = { icon: StepIcon; tag?: string; caption: LocalizedText; en: string; es: string };
type MeetingPointDef = {
  uid: string;
  title: LocalizedText;
  latitude: number;
  longitude: number;
  /** Text of the pickup sign drawn in the bottom image; no bottom image when absent. */
  sign?: LocalizedText;
  steps: StepDef[];
};
type HubDef = Omit<SeedHub, "meeting_points"> & { meeting_points: MeetingPointDef[] };

const t = (en: string, es: string): LocalizedText => ({ en, es });

const HUB_DEFS: HubDef[] = [
  {
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
  },
  {
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
  },
  {
    uid: "hub-mad-t4",
    location_id: "loc-mad-t4",
    kind: "airport",
    title: t("Madrid-Barajas Airport, Terminal 4", "Aeropuerto Madrid-Barajas, Terminal 4"),
    latitude: 40.4913,
    longitude: -3.5936,
    radiusM: 900,
    meeting_points: [
      {
        uid: "mp-t4-arrivals-p1",
        title: t("Arrivals, Floor 0, Door 10", "Llegadas, Planta 0, Puerta 10"),
        latitude: 40.4918,
        longitude: -3.5945,
        sign: t("VTC · Pick-up point 1", "VTC · Punto de recogida 1"),
        steps: [
          {
            icon: "train",
            tag: "T4S",
            caption: t("From T4S, take the train", "Desde la T4S, toma el tren"),
            en: "If you landed at the satellite (T4S), follow the 'Salida / Exit' signs through passport control and take the automatic shuttle train to T4: baggage claim is in the main building.",
            es: "Si has aterrizado en el satélite (T4S), sigue los carteles de «Salida / Exit», pasa el control de pasaportes y toma el tren automático hasta la T4: la recogida de equipaje está en el edificio principal.",
          },
          {
            icon: "baggage",
            tag: "0",
            caption: t("Baggage claim, Floor 0", "Equipajes, Planta 0"),
            en: "Collect your bags on Floor 0 and walk through customs into the arrivals hall, under the wavy bamboo ceiling.",
            es: "Recoge tus maletas en la Planta 0 y pasa por la aduana hasta la sala de llegadas, bajo el techo ondulado de bambú.",
          },
          {
            icon: "arrow-right",
            tag: "Door 10 · Puerta 10",
            caption: t("Turn right to Door 10", "A la derecha, Puerta 10"),
            en: "Turn right and walk along the hall; the door numbers hang above the glass front. Stop at Door 10.",
            es: "Gira a la derecha y avanza por la sala; los números de las puertas están sobre la cristalera. Detente en la Puerta 10.",
          },
          {
            icon: "door",
            tag: "10",
            caption: t("Go out through Door 10", "Sal por la Puerta 10"),
            en: "Go out through Door 10 and cross the first lanes at the zebra crossing to the second island.",
            es: "Sal por la Puerta 10 y cruza los primeros carriles por el paso de cebra hasta la segunda isleta.",
          },
          {
            icon: "ride-sign",
            tag: "VTC 1",
            caption: t("Wait at pick-up point 1", "Espera en el punto 1"),
            en: "Wait by the post marked 'VTC · Pick-up point 1'. The driver stops in the lane next to the island; check the plate before you get in.",
            es: "Espera junto al poste «VTC · Punto de recogida 1». El conductor parará en el carril junto a la isleta; comprueba la matrícula antes de subir.",
          },
        ],
      },
      {
        uid: "mp-t4-arrivals-p2",
        title: t("Arrivals, Floor 0, Door 3", "Llegadas, Planta 0, Puerta 3"),
        latitude: 40.4902,
        longitude: -3.5949,
        steps: [
          {
            icon: "baggage",
            tag: "0",
            caption: t("Baggage claim, Floor 0", "Equipajes, Planta 0"),
            en: "After baggage claim on Floor 0, walk through customs into the arrivals hall.",
            es: "Tras recoger el equipaje en la Planta 0, pasa por la aduana hasta la sala de llegadas.",
          },
          {
            icon: "arrow-left",
            tag: "Door 3 · Puerta 3",
            caption: t("Turn left to Door 3", "A la izquierda, Puerta 3"),
            en: "Turn left and walk towards the end of the hall, following the door numbers down to Door 3.",
            es: "Gira a la izquierda y camina hacia el final de la sala, siguiendo la numeración de las puertas hasta la Puerta 3.",
          },
          {
            icon: "door",
            tag: "3",
            caption: t("Out through Door 3", "Sal por la Puerta 3"),
            en: "Go out through Door 3 and cross to the first island at the zebra crossing.",
            es: "Sal por la Puerta 3 y cruza por el paso de cebra hasta la primera isleta.",
          },
          {
            icon: "ride-sign",
            tag: "VTC 2",
            caption: t("Wait at pick-up point 2", "Espera en el punto 2"),
            en: "Wait beside the post marked 'VTC · Pick-up point 2', under the canopy. This point is usually quieter than Door 10.",
            es: "Espera junto al poste «VTC · Punto de recogida 2», bajo la marquesina. Este punto suele estar más tranquilo que la Puerta 10.",
          },
        ],
      },
      {
        uid: "mp-t4-parking-b",
        title: t("T4 Car Park, Module B, Floor 0, Ride-hailing Zone", "Aparcamiento T4, Módulo B, Planta 0, Zona VTC"),
        latitude: 40.4925,
        longitude: -3.5962,
        sign: t("VTC zone · Module B", "Zona VTC · Módulo B"),
        steps: [
          {
            icon: "baggage",
            caption: t("Follow 'Parking' and 'VTC'", "Sigue «Parking» y «VTC»"),
            en: "From the arrivals hall on Floor 0, follow the overhead signs for 'Parking' and 'VTC'.",
            es: "Desde la sala de llegadas, en la Planta 0, sigue los carteles colgantes de «Parking» y «VTC».",
          },
          {
            icon: "crossing",
            caption: t("Cross to the car park", "Cruza al aparcamiento"),
            en: "Go out through the nearest door and cross the road at the marked crossing to the car-park building, the one with the green roof.",
            es: "Sal por la puerta más cercana y cruza la calzada por el paso señalizado hasta el edificio del aparcamiento, el de la cubierta verde.",
          },
          {
            icon: "car-park",
            tag: "B",
            caption: t("Module B, Floor 0", "Módulo B, Planta 0"),
            en: "Inside, follow the letters painted on the pillars to Module B and stay on Floor 0.",
            es: "Dentro, sigue las letras pintadas en los pilares hasta el Módulo B y quédate en la Planta 0.",
          },
          {
            icon: "ride-sign",
            tag: "VTC",
            caption: t("Wait in the VTC zone", "Espera en la zona VTC"),
            en: "Wait on the pavement in the area signposted 'VTC'. Drivers pull into numbered bays, and the app shows your car's plate.",
            es: "Espera en la acera de la zona señalizada como «VTC». Los conductores se colocan en plazas numeradas y la app muestra la matrícula de tu coche.",
          },
        ],
      },
      {
        uid: "mp-t4-departures-door6",
        title: t("Departures Level, Door 6", "Planta de Salidas, Puerta 6"),
        latitude: 40.491,
        longitude: -3.5941,
        steps: [
          {
            icon: "escalator-up",
            caption: t("Up to Departures", "Sube a Salidas"),
            en: "Take the escalators or lifts up from the arrivals hall, following the 'Salidas / Departures' signs.",
            es: "Sube por las escaleras mecánicas o en ascensor desde la sala de llegadas, siguiendo los carteles de «Salidas / Departures».",
          },
          {
            icon: "arrow-up",
            tag: "Door 6 · Puerta 6",
            caption: t("Walk to Door 6", "Camina hasta la Puerta 6"),
            en: "In the check-in hall, walk towards the glass front on the road side and find Door 6.",
            es: "En el vestíbulo de facturación, camina hacia la fachada de cristal que da a la calzada y busca la Puerta 6.",
          },
          {
            icon: "door",
            tag: "6",
            caption: t("Out through Door 6", "Sal por la Puerta 6"),
            en: "Go out through Door 6 and wait on the pavement. Cars may only stop briefly, so stay close to the kerb and look for the plate shown in the app.",
            es: "Sal por la Puerta 6 y espera en la acera. Los coches solo pueden parar un momento: quédate cerca del bordillo y busca la matrícula que muestra la app.",
          },
        ],
      },
    ],
  },
  {
    uid: "hub-mad-atocha",
    location_id: "loc-mad-atocha",
    kind: "station",
    title: t("Madrid Puerta de Atocha Station", "Estación de Madrid Puerta de Atocha"),
    latitude: 40.4065,
    longitude: -3.6896,
    radiusM: 400,
    meeting_points: [
      {
        uid: "mp-atocha-arrivals-p1",
        title: t("Long-distance Arrivals, Pick-up Road", "Llegadas de Larga Distancia, vial de recogida"),
        latitude: 40.406,
        longitude: -3.6888,
        sign: t("VTC · Pick-up bays", "VTC · Plazas de recogida"),
        steps: [
          {
            icon: "escalator-up",
            caption: t("Up from the platform", "Sube desde el andén"),
            en: "AVE and long-distance trains arrive below street level: from the platform, take the escalators or the moving ramp up to the arrivals level.",
            es: "Los AVE y los trenes de larga distancia llegan por debajo del nivel de la calle: desde el andén, sube por las escaleras mecánicas o la rampa mecánica hasta la planta de llegadas.",
          },
          {
            icon: "arrow-up",
            tag: "Salida · Exit",
            caption: t("Follow 'Salida / Exit'", "Sigue «Salida / Exit»"),
            en: "Walk past the connection to the Cercanías trains and keep following the 'Salida / Exit' signs along the wide corridor into the arrivals hall.",
            es: "Deja atrás el enlace con Cercanías y sigue los carteles de «Salida / Exit» por el amplio pasillo hasta el vestíbulo de llegadas.",
          },
          {
            icon: "door",
            caption: t("Out to the pick-up road", "Sal al vial de recogida"),
            en: "Go through the glass doors at the end of the hall onto the covered pick-up road, where the taxi rank starts.",
            es: "Cruza las puertas de cristal del final del vestíbulo hasta el vial de recogida cubierto, donde empieza la parada de taxis.",
          },
          {
            icon: "ride-sign",
            tag: "VTC",
            caption: t("Past the taxis to the VTC bays", "Pasa los taxis hasta la zona VTC"),
            en: "Walk past the taxi queue to the end of the road and wait at the bays marked 'VTC'. Your driver pulls into one of them.",
            es: "Sigue andando más allá de la fila de taxis hasta el final del vial y espera en las plazas marcadas como «VTC». Tu conductor se detendrá en una de ellas.",
          },
        ],
      },
      {
        uid: "mp-atocha-carlos-v",
        title: t("Main Entrance, Plaza del Emperador Carlos V", "Entrada principal, Plaza del Emperador Carlos V"),
        latitude: 40.4076,
        longitude: -3.6911,
        steps: [
          {
            icon: "train",
            tag: "C",
            caption: t("From Cercanías, go up", "Desde Cercanías, sube"),
            en: "If you arrive on a Cercanías train, go up to the concourse and follow the signs for 'Salida Glorieta de Atocha / Plaza Emperador Carlos V'.",
            es: "Si llegas en Cercanías, sube al vestíbulo y sigue los carteles de «Salida Glorieta de Atocha / Plaza Emperador Carlos V».",
          },
          {
            icon: "walk",
            caption: t("Through the tropical garden", "Atraviesa el jardín tropical"),
            en: "Walk through the old station hall, with the tropical garden under its iron-and-glass roof, towards the historic brick front.",
            es: "Atraviesa la antigua nave de la estación, con el jardín tropical bajo la cubierta de hierro y cristal, hacia la fachada histórica de ladrillo.",
          },
          {
            icon: "door",
            caption: t("Main doors to the square", "Puertas principales a la plaza"),
            en: "Leave by the main doors onto the square. The Ministry of Agriculture building stands across the roundabout.",
            es: "Sal por las puertas principales a la plaza. Al otro lado de la glorieta verás el edificio del Ministerio de Agricultura.",
          },
          {
            icon: "ride-sign",
            caption: t("Wait at the stopping bay", "Espera en la zona de parada"),
            en: "Wait at the stopping bay in front of the entrance. Do not step into the roundabout: your driver pulls in beside the pavement.",
            es: "Espera en la zona de parada frente a la entrada. No te adentres en la glorieta: tu conductor parará junto a la acera.",
          },
        ],
      },
      {
        uid: "mp-atocha-ciudad-barcelona",
        title: t("Side Exit, Avenida de la Ciudad de Barcelona", "Salida lateral, Avenida de la Ciudad de Barcelona"),
        latitude: 40.407,
        longitude: -3.6876,
        steps: [
          {
            icon: "escalator-up",
            caption: t("Up to the concourse", "Sube al vestíbulo"),
            en: "From any platform, go up to the main concourse by escalator or lift.",
            es: "Desde cualquier andén, sube al vestíbulo principal por las escaleras mecánicas o en ascensor.",
          },
          {
            icon: "arrow-right",
            tag: "Av. Ciudad de Barcelona",
            caption: t("Follow the side-exit signs", "Sigue la salida lateral"),
            en: "Follow the signs for 'Salida Avenida Ciudad de Barcelona', walking away from the tropical garden.",
            es: "Sigue los carteles de «Salida Avenida Ciudad de Barcelona», alejándote del jardín tropical.",
          },
          {
            icon: "door",
            caption: t("Out to the avenue", "Sal a la avenida"),
            en: "Leave through the side doors and walk a few metres to the left along the pavement.",
            es: "Sal por las puertas laterales y camina unos metros hacia la izquierda por la acera.",
          },
          {
            icon: "ride-sign",
            caption: t("Wait at the stopping bay", "Espera en la zona de parada"),
            en: "Wait at the stopping bay next to the bus shelter. This side has less traffic at rush hour than the main entrance.",
            es: "Espera en la zona de parada junto a la marquesina del autobús. Por este lado hay menos tráfico en hora punta que en la entrada principal.",
          },
        ],
      },
    ],
  },
  {
    uid: "hub-mad-chamartin",
    location_id: "loc-mad-chamartin",
    kind: "station",
    title: t("Madrid Chamartín-Clara Campoamor Station", "Estación de Madrid Chamartín-Clara Campoamor"),
    latitude: 40.4722,
    longitude: -3.6825,
    radiusM: 400,
    meeting_points: [
      {
        uid: "mp-chamartin-main",
        title: t("Main Entrance, Calle de Agustín de Foxá", "Entrada principal, calle de Agustín de Foxá"),
        latitude: 40.472,
        longitude: -3.6836,
        sign: t("VTC · Pick-up bay", "VTC · Zona de recogida"),
        steps: [
          {
            icon: "escalator-up",
            caption: t("Up to the concourse", "Sube al vestíbulo"),
            en: "From your platform, take the escalator or lift up to the main concourse; the platforms lie below it.",
            es: "Desde tu andén, sube por la escalera mecánica o en ascensor al vestíbulo principal; los andenes están debajo.",
          },
          {
            icon: "arrow-left",
            tag: "Salida · Exit",
            caption: t("Follow 'Salida / Exit'", "Sigue «Salida / Exit»"),
            en: "Follow the 'Salida / Exit' signs towards Calle de Agustín de Foxá, past the ticket offices and the cafés.",
            es: "Sigue los carteles de «Salida / Exit» hacia la calle de Agustín de Foxá, pasando las taquillas y las cafeterías.",
          },
          {
            icon: "door",
            caption: t("Central glass doors", "Puertas centrales de cristal"),
            en: "Leave through the central glass doors onto the forecourt.",
            es: "Sal por las puertas centrales de cristal a la explanada.",
          },
          {
            icon: "ride-sign",
            tag: "VTC",
            caption: t("Past the taxis to the VTC bay", "Pasa los taxis hasta la zona VTC"),
            en: "Turn left and walk past the taxi rank to the pick-up bay marked 'VTC'. Building works sometimes move it: if so, follow the temporary signs.",
            es: "Gira a la izquierda y pasa la parada de taxis hasta la zona de recogida marcada como «VTC». Las obras a veces la cambian de sitio: si es así, sigue la señalización provisional.",
          },
        ],
      },
      {
        uid: "mp-chamartin-north",
        title: t("North End, Drop-off Road", "Extremo norte, vial de parada"),
        latitude: 40.4732,
        longitude: -3.6833,
        steps: [
          {
            icon: "escalator-up",
            caption: t("Up to the concourse", "Sube al vestíbulo"),
            en: "Go up from the platform to the concourse and turn right, towards the north end of the station.",
            es: "Sube del andén al vestíbulo y gira a la derecha, hacia el extremo norte de la estación.",
          },
          {
            icon: "arrow-right",
            tag: "Salida · Exit",
            caption: t("To the last exit doors", "Hasta las últimas puertas"),
            en: "Walk the whole length of the concourse until the last exit doors.",
            es: "Recorre todo el vestíbulo hasta las últimas puertas de salida.",
          },
          {
            icon: "door",
            caption: t("Out and along the pavement", "Sal y sigue por la acera"),
            en: "Go out and follow the pavement to the end of the drop-off road.",
            es: "Sal y sigue por la acera hasta el final del vial de parada.",
          },
          {
            icon: "ride-sign",
            caption: t("Wait before the bend", "Espera antes de la curva"),
            en: "Wait beside the last lamp post before the road bends; there is less traffic here than at the main entrance.",
            es: "Espera junto a la última farola antes de la curva; aquí hay menos tráfico que en la entrada principal.",
          },
        ],
      },
      {
        uid: "mp-chamartin-parking",
        title: t("Car Park, Level -1, Ride-hailing Bay", "Aparcamiento, Planta -1, zona VTC"),
        latitude: 40.4711,
        longitude: -3.683,
        steps: [
          {
            icon: "escalator-up",
            caption: t("Up to the concourse", "Sube al vestíbulo"),
            en: "Go up from your platform to the main concourse.",
            es: "Sube desde tu andén al vestíbulo principal.",
          },
          {
            icon: "lift",
            tag: "-1",
            caption: t("Lift down to Level -1", "Ascensor a la Planta -1"),
            en: "Follow the 'Parking' signs to the car-park lifts and go down to Level -1.",
            es: "Sigue los carteles de «Parking» hasta los ascensores del aparcamiento y baja a la Planta -1.",
          },
          {
            icon: "car-park",
            tag: "VTC",
            caption: t("Ride-hailing bay", "Zona VTC"),
            en: "Leave the lift lobby and follow the pedestrian walkway to the bays marked 'VTC'. Wait behind the yellow line: the area is covered and well lit.",
            es: "Sal del vestíbulo de ascensores y sigue el paso peatonal hasta las plazas marcadas como «VTC». Espera detrás de la línea amarilla: es una zona cubierta y bien iluminada.",
          },
        ],
      },
    ],
  },
];

const imageDir = (hubUid: string, mpUid: string) => `/sandbox-assets/hubs/${hubUid}/${mpUid}`;

function toMeetingPoint(hubUid: string, mp: MeetingPointDef): SeedMeetingPoint {
  const dir = imageDir(hubUid, mp.uid);
  return {
    uid: mp.uid,
    title: { ...mp.title },
    latitude: mp.latitude,
    longitude: mp.longitude,
    headerImage: `${dir}/header.svg`,
    bottomImage: mp.sign ? `${dir}/bottom.svg` : null,
    steps: mp.steps.map((s, i) => ({ en: s.en, es: s.es, image: `${dir}/step-${i + 1}.svg` })),
  };
}

export const HUBS: SeedHub[] = HUB_DEFS.map(({ meeting_points, ...hub }) => ({
  ...hub,
  title: { ...hub.title },
  meeting_points: meeting_points.map((mp) => toMeetingPoint(hub.uid, mp)),
}));

/** Every image HUBS references, with what to draw in it. */
export const HUB_IMAGES: HubImageSpec[] = HUB_DEFS.flatMap((hub) =>
  hub.meeting_points.flatMap((mp, index): HubImageSpec[] => {
    const dir = imageDir(hub.uid, mp.uid);
    return [
      { kind: "header", path: `${dir}/header.svg`, hubUid: hub.uid, hubTitle: hub.title, title: mp.title, index },
      ...mp.steps.map((s, i): HubImageSpec => ({ kind: "step", path: `${dir}/step-${i + 1}.svg`, n: i + 1, icon: s.icon, tag: s.tag ?? null, caption: s.caption })),
      ...(mp.sign ? [{ kind: "bottom" as const, path: `${dir}/bottom.svg`, title: mp.title, sign: mp.sign }] : []),
    ];
  }),
);
