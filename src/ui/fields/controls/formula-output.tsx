/**
 * A computed value, read-only, as field-control.tsx words it (docs/formats.md: in the field's number format,
 * otherwise 0.00#; Infinity or -Infinity, Error, or #REF). The reason of an Error or #REF is given as a
 * description. A function, not a component: it has no state, and large forms have many formulas.
 */
export function formulaOutput({ inputId, text, message, describedBy }: { inputId: string; text: string; message?: string; describedBy?: string }) {
  const failed = text === 'Error' || text === '#REF';
  return (
    <output id={inputId} className={failed ? 'fr-formula fr-formula--error' : 'fr-formula'} title={message} aria-describedby={describedBy}>
      {text}
    </output>
  );
}
