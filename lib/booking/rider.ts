/** A company user as a person reads their name: "Lucía Pérez", or the first name alone. */
export const personName = (u: { name: string; surname?: string | null }) => `${u.name} ${u.surname ?? ""}`.trim();

/**
 * The rider's name as the booking records it and the confirmation shows it; "" for a company user
 * this list does not hold, whom the pages then call the guest in the reader's words.
 */
export function riderDisplayName(
  rider: { kind: "guest"; name: string } | { kind: "user"; id: string },
  users: readonly { id: string; name: string; surname?: string | null }[],
): string {
  if (rider.kind === "guest") return rider.name.trim();
  const user = users.find((u) => u.id === rider.id);
  return user ? personName(user) : "";
}
