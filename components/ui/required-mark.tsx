/**
 * The visible "required" beside a field's name, in the words the caller gives (its page's messages).
 * Screen readers learn it from the control's aria-required instead, so the field's name stays its
 * own ("Reason", not "Reasonrequired").
 */
export function RequiredMark({ text }: { text: string }) {
  return (
    <span aria-hidden className="ml-1 font-normal text-rose-700">
      {text}
    </span>
  );
}
