import type { User } from "../state";

/** The company's people at the provider. Ids are 32 lower-case hex, as the provider's user ids are. */
export const USERS: User[] = [
  { id: "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b", email: "lucia.martin@acme.example", name: "Lucía", surname: "Martín", mobile_cc: "34", mobile_num: "600111222", locale: "es-ES", can_order_for_others: true, employee_code: "TD-001", state: "active" },
  { id: "a41d8c2e9f7b4a63b5e0c1d2f3a4b5c6", email: "oliver.grant@acme.example", name: "Oliver", surname: "Grant", mobile_cc: "44", mobile_num: "7700900123", locale: "en-GB", can_order_for_others: true, employee_code: "TD-002", state: "active" },
  { id: "5b7e2c9d1a3f4e8b9c0d1e2f3a4b5c6d", email: "carmen.ruiz@acme.example", name: "Carmen", surname: "Ruiz", mobile_cc: "34", mobile_num: "611222333", locale: "es-ES", can_order_for_others: false, employee_code: "FIN-014", state: "active" },
  { id: "e8f1a2b3c4d5e6f708192a3b4c5d6e7f", email: "jonas.weber@acme.example", name: "Jonas", surname: "Weber", mobile_cc: "49", mobile_num: "15123456789", locale: "de-DE", can_order_for_others: false, employee_code: "ENG-203", state: "active" },
  { id: "0d9c8b7a6f5e4d3c2b1a09f8e7d6c5b4", email: "ines.alvarez@acme.example", name: "Inés", surname: "Álvarez", mobile_cc: "34", mobile_num: "622333444", locale: "es-ES", can_order_for_others: true, employee_code: "EXE-002", state: "active" },
  { id: "7f6e5d4c3b2a19087f6e5d4c3b2a1908", email: "sam.okafor@acme.example", name: "Sam", surname: "Okafor", mobile_cc: "44", mobile_num: "7700900456", locale: "en-GB", can_order_for_others: false, employee_code: "SAL-031", state: "active" },
  { id: "b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7", email: "marta.gil@acme.example", name: "Marta", surname: "Gil", mobile_cc: "34", mobile_num: "633444555", locale: "es-ES", can_order_for_others: false, employee_code: "HR-007", state: "pending" },
  { id: "c0ffee00c0ffee00c0ffee00c0ffee00", email: "pablo.santos@acme.example", name: "Pablo", surname: "Santos", mobile_cc: "34", mobile_num: "644555666", locale: "es-ES", can_order_for_others: false, employee_code: "OPS-099", state: "disabled" },
];
