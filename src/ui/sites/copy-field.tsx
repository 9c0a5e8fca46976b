import { useId, useState } from 'react';

/** A read-only address with a Copy button and a spoken "Copied." (the cabinet's share page copies the same way). */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const [said, setSaid] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setSaid('Copied.');
    } catch {
      setSaid('The address could not be copied: select it and copy it by hand.');
    }
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="sites-copy">
        <input id={id} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          className="button"
          onClick={() => void copy()}
          aria-label={`Copy ${label.toLowerCase()}`}
        >
          Copy
        </button>
      </div>
      <span className="sites-muted" role="status" aria-live="polite">
        {said}
      </span>
    </div>
  );
}
