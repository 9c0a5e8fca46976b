import { Component, type CSSProperties, type ReactNode } from 'react';

/** The text a field shows in its place when it cannot be drawn. */
export const FIELD_FAILED_TEXT = 'This field cannot be shown.';

interface Props {
  fieldId: number;
  /** The cell's place on the grid, kept by the error text. */
  style: CSSProperties;
  children: ReactNode;
}

/**
 * One field that fails to render (a corrupt stored value or definition) shows an error in its own cell;
 * the rest of the form still renders and works.
 */
export class FieldErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="fr-cell fr-field" style={this.props.style} data-field-id={this.props.fieldId}>
        <span className="fr-error" role="alert">
          {FIELD_FAILED_TEXT}
        </span>
      </div>
    );
  }
}
