/**
 * A name as an email must carry it so that no mail client makes a link of it: clients link any
 * text that looks like an address ("http://…", "www.…", "pay.example"), in the plain text and the
 * HTML alike, so a guest named "Ana (pay at evil.example)" would get a link in the company's own
 * email. Careful senders break the pattern with look-alike characters: a one-dot leader for each
 * dot and a modifier-letter colon for each colon read the same, and no linkifier takes them.
 */
export const unlinkable = (name: string) => name.replace(/\./g, "\u2024").replace(/:/g, "\uA789").replace(/@/g, "\uFF20");
