import { t, type HubDef } from "./types";

/** Madrid Chamartín station: its meeting points and the steps to each. */
export const CHAMARTIN: HubDef = {
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
};
