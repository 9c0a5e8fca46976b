import type { ChangeEvent } from 'react';
import type { FieldDefinition, FieldOption, FormRow } from '../../domain/forms/form.entity';
import type { FormulaResult } from '../../domain/forms/formula/formula-engine';
import type { FieldAccess } from '../../domain/forms/instance/field-access';
import type { FieldShape } from '../../domain/forms/instance/field-kinds';
import type { FieldEntry, FieldEntryReader } from '../../stores/form-instance/field-entries';

/** The layout a grid shows: a form or a form instance (both carry these). */
export interface FieldGridLayout {
  readonly Columns: ReadonlyArray<{ Width: number }>;
  readonly Rows?: readonly FormRow[];
  readonly Fields: readonly FieldDefinition[];
}

/** Encrypted fields: which are revealed, which are being fetched, and how to ask for one. */
export interface EncryptedValues {
  readonly revealed: ReadonlySet<number>;
  readonly pending?: ReadonlySet<number>;
  reveal(fieldId: number): void;
}

/**
 * Props of THE field renderer (FieldGrid), shared by the form instance page, the designer's fill mode and
 * preview, and the shared-form page. Values are strings (src/domain/forms/instance/instance-values.ts).
 * Give each field's entry through `entries` (FieldEntries, one observable per row: what large forms need),
 * or as MobX observable maps (values, errors, formulaResults, options); either way a keystroke re-renders
 * only the row it touches. Plain maps work too, but then every change needs new maps and re-renders all rows.
 */
export interface FieldGridProps {
  readonly layout: FieldGridLayout;
  /** Each field's entry; when given, the four maps below are not read. */
  readonly entries?: FieldEntryReader;
  /** The fields' shapes, when the caller has worked them out already (the instance's model); else the grid does. */
  readonly shapes?: ReadonlyMap<number, FieldShape>;
  readonly values?: ReadonlyMap<number, string>;
  /** Messages to show under fields. */
  readonly errors?: ReadonlyMap<number, string>;
  /** Formula (and mirror-of-formula) results. */
  readonly formulaResults?: ReadonlyMap<number, FormulaResult>;
  /** Current options of choice fields (nested selects follow their targets); default: the field's OptionsList. */
  readonly options?: ReadonlyMap<number, readonly FieldOption[]>;
  /** Disables editing of every field (AccessMask 1, read-only instance, preview). */
  readonly readOnly?: boolean;
  /** What the user may do with a field; default: its PermissionMask (bit 1 view, bit 4 edit) and readOnly. */
  readonly accessOf?: (shape: FieldShape) => FieldAccess;
  readonly onChange: (fieldId: number, value: string) => void;
  /** Without it, encrypted fields show their display mask and no "Show" button. */
  readonly encrypted?: EncryptedValues;
  /** Prefix of element ids, unique per grid on a page (default "field"). */
  readonly idPrefix?: string;
  /** Accessible name of the grid. */
  readonly label?: string;
  /** Draw the rows near the view first and the rest right after the first paint (use-rows-drawn.ts). */
  readonly nearViewFirst?: boolean;
}

/** What every row and cell reads: the props, made stable for the whole grid. */
export interface FieldGridContextValue {
  /** A field's entry (a MobX-tracked read). */
  entryOf(fieldId: number): FieldEntry;
  readonly encrypted?: EncryptedValues;
  readonly idPrefix: string;
  change(fieldId: number, value: string): void;
  /** One handler for every plain box of the grid: the box's element id says which field it is. */
  inputChanged(event: ChangeEvent<HTMLInputElement>): void;
}

/** What one control needs. */
export interface ControlProps {
  readonly shape: FieldShape;
  /** The input's element id (the label points at it). */
  readonly inputId: string;
  readonly labelId: string;
  readonly label: string;
  readonly value: string;
  readonly disabled: boolean;
  readonly describedBy?: string;
  readonly invalid: boolean;
  readonly onChange: (value: string) => void;
}
