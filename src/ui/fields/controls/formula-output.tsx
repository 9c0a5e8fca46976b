/**
 * A computed value, read-only, as field-control.tsx words it (docs/formats.md: in the field's number format,
 * otherwise 0.00#; Infinity or -Infinity, Error, or #REF). The reason of an Error or #REF is given as a
 * description; `negative`: a negative value its format shows in red. A function, not a component: it has no state, and large forms have many formulas.
 */
export function formulaOutput({
  inputId,
  text,
  message,
  describedBy,
  negative = false,
}: {
  inputId: string;
  text: string;
  message?: string;
  describedBy?: string;
  negative?: boolean;
}) {
  const failed = text === 'Error' || text === '#REF';
  const kind = failed ? ' fr-formula--error' : negative ? ' fr-formula--negative' : '';
  return (
    <output id={inputId} className={`fr-formula${kind}`} title={message} aria-describedby={describedBy}>
      {text}
    </output>
  );
}
