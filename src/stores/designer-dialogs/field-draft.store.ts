import { makeAutoObservable } from 'mobx';
import { DEFAULT_CSS } from '../../domain/forms/designer/field-defaults';
import { fieldTypeLabel } from '../../domain/forms/designer/field-toolbar';
import {
  changeDataType,
  changeFormatting,
  changeMask,
  setEncryptData,
} from '../../domain/forms/dialogs/field-definition.rules';
import { readTextAreaRows } from '../../domain/forms/dialogs/field-readings';
import { checkImageDataUrl, pictureFileProblem } from '../../domain/forms/images/image-data-url';
import {
  FieldType,
  MaskType,
  ValidationPatternType,
  type DataTypeId,
  type DisplayMaskId,
  type FieldCss,
  type FieldDefinition,
  type MaskTypeId,
  type ValidationPatternTypeId,
} from '../../domain/forms/form.entity';
import { fieldKindOf } from './field-dialog-sections';

const text = (value: number | string | null | undefined) => (value == null ? '' : String(value));

/**
 * The field being edited in the General tab: a FieldDefinition changed only through the dialog rules
 * (data type resets pattern and formatting, a mask resets formatting and the reverse, encryption
 * enables the display mask), plus the typed text of the number inputs until it is read on save.
 */
export class FieldDraftStore {
  field: FieldDefinition;
  colSpanText: string;
  labelRatioText: string;
  areaRowsText: string;
  /** Why the picture last chosen was refused; the field keeps the picture it had. */
  pictureProblem: string | null = null;

  constructor(field: FieldDefinition) {
    this.field = { ...field, CSS: { ...DEFAULT_CSS, ...field.CSS } };
    this.colSpanText = text(field.ColSpan ?? 1);
    this.labelRatioText = text(this.field.CSS?.LabelRatio);
    this.areaRowsText = text(this.field.CSS?.AreaRows);
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get kind() {
    return fieldKindOf(this.field);
  }

  get css(): FieldCss {
    return this.field.CSS ?? {};
  }

  /** The field as it would be saved: typed numbers read, a text area's rows falling back to 3. */
  get result(): FieldDefinition {
    const css: FieldCss = { ...this.css };
    const ratio = this.labelRatioText.trim();
    if (ratio === '') delete css.LabelRatio;
    else if (/^\d{1,2}$/.test(ratio)) css.LabelRatio = Number(ratio);
    if (this.kind === FieldType.TextArea) css.AreaRows = readTextAreaRows(this.areaRowsText);
    if (css.Width !== undefined) css.Width = css.Width.trim();
    if (css.Height !== undefined) css.Height = css.Height.trim();
    const span = Number(this.colSpanText.trim());
    return { ...this.field, ColSpan: Number.isInteger(span) && span > 0 ? span : 1, CSS: css };
  }

  changed(patch: Partial<FieldDefinition>): void {
    this.field = { ...this.field, ...patch };
  }

  /** A header's text is both its name and its content. */
  labelChanged(name: string): void {
    this.changed(this.kind === FieldType.Header ? { Name: name, Data: name } : { Name: name });
  }

  /**
   * A file chosen as an image field's picture, before it is read: false (and the problem shown) when its size or type
   * rules it out, so that the view does not read it.
   */
  pictureFileChosen(file: { size: number; type: string }): boolean {
    this.pictureProblem = pictureFileProblem(file);
    return this.pictureProblem === null;
  }

  /** The chosen file, read as a data URL: the field's picture when it is a sound one (image-data-url.ts). */
  pictureRead(dataUrl: string): void {
    const check = checkImageDataUrl(dataUrl);
    this.pictureProblem = check.ok ? null : check.problem;
    // The picture travels inline; a stored file it replaces is no longer shown.
    if (check.ok) this.changed({ Data: dataUrl, FileId: null });
  }

  pictureUnreadable(): void {
    this.pictureProblem = 'The file could not be read.';
  }

  pictureRemoved(): void {
    this.pictureProblem = null;
    this.changed({ Data: null, FileId: null });
  }

  colSpanChanged(value: string): void {
    this.colSpanText = value;
  }

  labelRatioChanged(value: string): void {
    this.labelRatioText = value;
  }

  areaRowsChanged(value: string): void {
    this.areaRowsText = value;
  }

  cssChanged(patch: Partial<FieldCss>): void {
    this.field = { ...this.field, CSS: { ...this.css, ...patch } };
  }

  dataTypeChanged(dataType: DataTypeId): void {
    this.field = changeDataType(this.field, dataType);
  }

  maskTypeChanged(maskType: MaskTypeId): void {
    this.field = changeMask(this.field, maskType);
  }

  customMaskChanged(mask: string): void {
    this.field = changeMask(this.field, MaskType.Custom, mask);
  }

  formattingChanged(formattingType: number): void {
    this.field = changeFormatting(this.field, formattingType);
  }

  /** The custom regular expression lives in Options; another pattern drops it. */
  patternChanged(pattern: ValidationPatternTypeId): void {
    const { Options: _custom, ...rest } = this.field;
    this.field =
      pattern === ValidationPatternType.Custom
        ? { ...rest, ValidationPatternType: pattern, Options: this.field.Options ?? '' }
        : { ...rest, ValidationPatternType: pattern };
  }

  customPatternChanged(source: string): void {
    this.changed({ Options: source });
  }

  encryptChanged(encrypt: boolean): void {
    this.field = setEncryptData(this.field, encrypt);
  }

  displayMaskChanged(mask: DisplayMaskId): void {
    this.changed({ DisplayMask: mask });
  }

  /** A linked or mirror field's parent; the label follows the parent's while it is blank, the default or the old parent's. */
  parentChanged(parent: FieldDefinition | null, linked: boolean): void {
    const previous = this.field.ParentFieldDefinition?.Name;
    const name = this.field.Name.trim();
    const keepName =
      name !== '' &&
      name !== previous &&
      name !== fieldTypeLabel(this.kind) &&
      this.kind !== FieldType.MirrorField;
    this.field = {
      ...this.field,
      ParentFieldDefinitionId: parent?.FieldDefinitionId ?? null,
      ParentFieldDefinition: linked ? parent : null,
      Name: keepName || !parent ? this.field.Name : parent.Name,
    };
    if (parent && linked) this.colSpanText = text(parent.ColSpan);
  }
}
