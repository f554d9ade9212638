import type { SeedPlace } from "./types";

/**
 * The sandbox's gazetteer: real Madrid places, for address search and reverse geocoding.
 * Coordinates are the places' own (to within some tens of metres); the five hubs use the
 * same centre points as HUBS in ./hubs.
 */

type Row = [name: string, addr: string, num: string | null, postal_code: string, latitude: number, longitude: number, kind: SeedPlace["kind"]];

const ROWS: Row[] = [
  // Hubs: airport terminals and main stations.
  ["Aeropuerto Madrid-Barajas Terminal 1", "Avenida de la Hispanidad", null, "28042", 40.4668, -3.5706, "airport"],
  ["Aeropuerto Madrid-Barajas Terminal 2", "Avenida de la Hispanidad", null, "28042", 40.4694, -3.5665, "airport"],
  ["Aeropuerto Madrid-Barajas Terminal 4", "Avenida de la Hispanidad", null, "28042", 40.4913, -3.5936, "airport"],
  ["Estación de Madrid Puerta de Atocha", "Plaza del Emperador Carlos V", null, "28045", 40.4065, -3.6896, "station"],
  ["Estación de Madrid Chamartín-Clara Campoamor", "Calle de Agustín de Foxá", null, "28036", 40.4722, -3.6825, "station"],

  // Other stations.
  ["Estación de Nuevos Ministerios", "Paseo de la Castellana", "67", "28046", 40.4462, -3.6919, "station"],
  ["Estación de Príncipe Pío", "Paseo de la Florida", null, "28008", 40.4211, -3.7206, "station"],
  ["Estación de Sol", "Puerta del Sol", null, "28013", 40.4171, -3.7029, "station"],
  ["Estación de Recoletos", "Paseo de Recoletos", null, "28004", 40.4229, -3.6912, "station"],
  ["Estación Sur de Autobuses", "Calle de Méndez Álvaro", "83", "28045", 40.395, -3.6784, "station"],

  // Hotels.
  ["Mandarin Oriental Ritz, Madrid", "Plaza de la Lealtad", "5", "28014", 40.4158, -3.6926, "hotel"],
  ["Four Seasons Hotel Madrid", "Calle de Sevilla", "3", "28014", 40.4176, -3.7001, "hotel"],
  ["The Westin Palace, Madrid", "Plaza de las Cortes", "7", "28014", 40.4155, -3.6968, "hotel"],
  ["Rosewood Villa Magna", "Paseo de la Castellana", "22", "28046", 40.4304, -3.6887, "hotel"],
  ["Hotel Wellington", "Calle de Velázquez", "8", "28001", 40.4226, -3.684, "hotel"],
  ["InterContinental Madrid", "Paseo de la Castellana", "49", "28046", 40.4374, -3.6909, "hotel"],
  ["Hotel Santo Mauro", "Calle de Zurbano", "36", "28010", 40.4322, -3.6937, "hotel"],
  ["Hotel Riu Plaza España", "Calle Gran Vía", "84", "28013", 40.4236, -3.7115, "hotel"],
  ["Hotel Puerta América", "Avenida de América", "41", "28002", 40.4394, -3.6664, "hotel"],
  ["Meliá Castilla", "Calle del Capitán Haya", "43", "28020", 40.4584, -3.6922, "hotel"],
  ["NH Collection Madrid Eurobuilding", "Calle del Padre Damián", "23", "28036", 40.4589, -3.6846, "hotel"],
  ["Eurostars Madrid Tower", "Paseo de la Castellana", "259B", "28046", 40.4767, -3.6875, "hotel"],

  // Office buildings.
  ["Torre Picasso", "Plaza de Pablo Ruiz Picasso", "1", "28020", 40.4494, -3.6917, "office"],
  ["Torre Europa", "Paseo de la Castellana", "95", "28046", 40.4516, -3.692, "office"],
  ["Torre Castellana 81", "Paseo de la Castellana", "81", "28046", 40.448, -3.6923, "office"],
  ["Castellana 200", "Paseo de la Castellana", "200", "28046", 40.4626, -3.689, "office"],
  ["Torres KIO (Puerta de Europa)", "Plaza de Castilla", null, "28046", 40.4668, -3.6892, "office"],
  ["Torre Cepsa", "Paseo de la Castellana", "259A", "28046", 40.4756, -3.6878, "office"],
  ["Torre PwC", "Paseo de la Castellana", "259B", "28046", 40.4768, -3.6874, "office"],
  ["Torre de Cristal", "Paseo de la Castellana", "259C", "28046", 40.4779, -3.687, "office"],
  ["Torre Emperador Castellana", "Paseo de la Castellana", "259D", "28046", 40.4789, -3.6867, "office"],
  ["Edificio Telefónica", "Calle Gran Vía", "28", "28013", 40.4203, -3.7017, "office"],

  // Venues.
  ["Estadio Santiago Bernabéu", "Avenida de Concha Espina", "1", "28036", 40.4531, -3.6883, "venue"],
  ["IFEMA Madrid", "Avenida del Partenón", "5", "28042", 40.4636, -3.6166, "venue"],
  ["WiZink Center", "Avenida de Felipe II", null, "28009", 40.424, -3.6717, "venue"],
  ["Teatro Real", "Plaza de Isabel II", null, "28013", 40.4183, -3.7107, "venue"],
  ["Estadio Metropolitano", "Avenida de Luis Aragonés", "4", "28022", 40.4362, -3.5995, "venue"],
  ["Auditorio Nacional de Música", "Calle del Príncipe de Vergara", "146", "28002", 40.4459, -3.6772, "venue"],
  ["Palacio de Cibeles (CentroCentro)", "Plaza de Cibeles", "1", "28014", 40.4189, -3.6921, "venue"],

  // Landmarks.
  ["Puerta del Sol", "Puerta del Sol", null, "28013", 40.4169, -3.7035, "landmark"],
  ["Plaza Mayor", "Plaza Mayor", null, "28012", 40.4155, -3.7074, "landmark"],
  ["Museo Nacional del Prado", "Paseo del Prado", null, "28014", 40.4138, -3.6921, "landmark"],
  ["Museo Thyssen-Bornemisza", "Paseo del Prado", "8", "28014", 40.416, -3.6949, "landmark"],
  ["Museo Nacional Centro de Arte Reina Sofía", "Calle de Santa Isabel", "52", "28012", 40.4079, -3.6946, "landmark"],
  ["Parque del Retiro", "Plaza de la Independencia", "7", "28001", 40.4153, -3.6845, "landmark"],
  ["Puerta de Alcalá", "Plaza de la Independencia", null, "28001", 40.42, -3.6887, "landmark"],
  ["Palacio Real de Madrid", "Calle de Bailén", null, "28071", 40.418, -3.7143, "landmark"],
  ["Plaza del Callao", "Plaza del Callao", null, "28013", 40.4199, -3.7059, "landmark"],
  ["Plaza de España", "Plaza de España", null, "28008", 40.4234, -3.7122, "landmark"],
  ["Plaza de Colón", "Plaza de Colón", null, "28001", 40.4252, -3.6905, "landmark"],
  ["Templo de Debod", "Calle de Ferraz", "1", "28008", 40.424, -3.7177, "landmark"],

  // Street addresses.
  ["Gran Vía", "Calle Gran Vía", null, "28013", 40.4202, -3.7045, "street"],
  ["Calle de Serrano 41", "Calle de Serrano", "41", "28001", 40.4276, -3.6873, "street"],
  ["Calle de Alcalá 45", "Calle de Alcalá", "45", "28014", 40.4189, -3.6975, "street"],
  ["Calle de José Ortega y Gasset 29", "Calle de José Ortega y Gasset", "29", "28006", 40.4306, -3.6812, "street"],
  ["Calle de Orense 34", "Calle de Orense", "34", "28020", 40.4517, -3.695, "street"],
];

export const PLACES: SeedPlace[] = ROWS.map(([name, addr, num, postal_code, latitude, longitude, kind]) => ({
  name,
  addr,
  num,
  postal_code,
  city: "Madrid",
  country: "ES",
  latitude,
  longitude,
  kind,
}));
