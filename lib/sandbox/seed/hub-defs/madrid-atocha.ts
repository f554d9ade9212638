import { t, type HubDef } from "./types";

/** Madrid Puerta de Atocha station: its meeting points and the steps to each. */
export const ATOCHA: HubDef = {
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
};
