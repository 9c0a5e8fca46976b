import { Component, type CSSProperties, type ReactNode } from 'react';

/** The text a field shows in its place when it cannot be drawn. */
export const FIELD_FAILED_TEXT = 'This field cannot be shown.';

interface Props {
  fieldId: number;
  /** The cell's place on the grid, kept by the error text. */
  style?: CSSProperties;
  children: ReactNode;
}

/** What a field shows in its cell when it cannot be drawn. */
export function FailedCell({ fieldId, style }: { fieldId: number; style?: CSSProperties }) {
  return (
    <div className="fr-cell fr-field" style={style} data-field-id={fieldId}>
      <span className="fr-error" role="alert">
        {FIELD_FAILED_TEXT}
      </span>
    </div>
  );
}

/**
 * One field that fails to render (a corrupt stored value or definition) shows an error in its own cell;
 * the rest of the form still renders and works. Rows put one around each of their cells only after one of
 * them failed (RowBoundary in field-row.tsx).
 */
export class FieldErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <FailedCell fieldId={this.props.fieldId} style={this.props.style} />;
  }
}
