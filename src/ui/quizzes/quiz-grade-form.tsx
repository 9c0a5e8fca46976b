import { useId } from 'react';

interface Props {
  /** The field's label, e.g. "Points for question 6". */
  label: string;
  /** What is typed (kept as typed when a grade is refused). */
  value: string;
  max: number;
  /** Why the last grade was refused, shown by the field. */
  error?: string;
  /** A grade or override is set: "Take back" returns to the automatic score. */
  canTakeBack: boolean;
  busy: boolean;
  saveLabel: string;
  takeBackLabel: string;
  onType: (text: string) => void;
  onSave: () => void;
  onTakeBack: () => void;
}

/** A points field with Save and Take back, for a hand grade and for the score override. */
export function QuizGradeForm(props: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <form
      className="quiz-grade"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSave();
      }}
    >
      <label htmlFor={id}>{props.label}</label>
      <span className="quiz-grade__row">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="quiz-grade__input"
          value={props.value}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          onChange={(event) => props.onType(event.target.value)}
        />
        <span className="quiz-grade__max">of {props.max}</span>
        <button type="submit" className="button button--accent" disabled={props.busy}>
          {props.saveLabel}
        </button>
        {props.canTakeBack && (
          <button
            type="button"
            className="button button--plain"
            disabled={props.busy}
            onClick={props.onTakeBack}
          >
            {props.takeBackLabel}
          </button>
        )}
      </span>
      {props.error && (
        <span id={errorId} className="quiz-grade__error" role="alert">
          {props.error}
        </span>
      )}
    </form>
  );
}
