/** The error list an operation returned, or its success line. */
export function OperationResult({ errors, status }: { errors: readonly string[]; status: string | null }) {
  return (
    <>
      {errors.length > 0 && (
        <ul className="dlg-errors" role="alert" aria-label="Errors">
          {errors.map((error, index) => (
            <li key={`${index}-${error}`}>{error}</li>
          ))}
        </ul>
      )}
      <p role="status" className="dlg-status">
        {status ?? ''}
      </p>
    </>
  );
}
