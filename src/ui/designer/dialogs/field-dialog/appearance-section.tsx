import { observer } from 'mobx-react-lite';
import { lowContrastWarning } from '../../../../domain/forms/dialogs/label-contrast';
import type { FieldCss } from '../../../../domain/forms/form.entity';
import type { FieldDialogStore } from '../../../../stores/designer-dialogs/field-dialog.store';
import { SelectInput, TextInput, type Choice } from '../controls';
import { CheckboxInput } from '../check-controls';

/** Section 9: font sizes 8 to 54, weights 300/400/600/700, alignment left/center/right/justify. */
const SIZES: Choice<number>[] = Array.from({ length: 47 }, (_, i) => ({ value: i + 8, label: `${i + 8}` }));
const WEIGHTS: Choice<number>[] = [
  { value: 300, label: 'Light (300)' },
  { value: 400, label: 'Normal (400)' },
  { value: 600, label: 'Semi-bold (600)' },
  { value: 700, label: 'Bold (700)' },
];
const ALIGNMENTS: Choice<NonNullable<FieldCss['TextAlign']>>[] = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Center' },
  { value: 'right', label: 'Right' },
  { value: 'justify', label: 'Justify' },
];
const LAYOUTS: Choice<NonNullable<FieldCss['FieldLayout']>>[] = [
  { value: 'vertical', label: 'Vertical (label above)' },
  { value: 'horizontal', label: 'Horizontal (label beside)' },
];

/** Font, colour, alignment, layout, text-area rows and image size (the field's CSS). */
export const AppearanceSection = observer(function AppearanceSection({ store }: { store: FieldDialogStore }) {
  const { draft, sections } = store;
  const css = draft.css;
  const set = (patch: Partial<FieldCss>) => draft.cssChanged(patch);
  if (!sections.font && !sections.imageSize && !sections.areaRows) return null;
  return (
    <fieldset className="dlg-section">
      <legend>Appearance</legend>
      <div className="dlg-grid">
        {sections.font && (
          <SelectInput
            label="Font size"
            value={css.Size ?? 14}
            choices={SIZES}
            onChange={(v) => v !== null && set({ Size: v })}
          />
        )}
        {sections.font && (
          <SelectInput
            label="Font weight"
            value={css.Weight ?? 400}
            choices={WEIGHTS}
            onChange={(v) => v !== null && set({ Weight: v })}
          />
        )}
        {(sections.font || sections.imageSize) && (
          <SelectInput
            label="Alignment"
            value={css.TextAlign ?? 'left'}
            choices={ALIGNMENTS}
            onChange={(v) => v !== null && set({ TextAlign: v })}
          />
        )}
        {sections.font && (
          <div className="dlg-row">
            <TextInput
              label="Colour"
              type="color"
              value={css.Color && /^#[0-9a-f]{6}$/i.test(css.Color) ? css.Color : '#000000'}
              hint={lowContrastWarning(css.Color) ?? undefined}
              onChange={(v) => set({ Color: v })}
            />
            <button
              type="button"
              className="button button--plain dlg-small"
              disabled={!css.Color}
              onClick={() => set({ Color: undefined })}
            >
              Default colour
            </button>
          </div>
        )}
        {sections.font && (
          <CheckboxInput
            label="Italic"
            checked={css.Italic === true}
            onChange={(on) => set({ Italic: on })}
          />
        )}
        {sections.font && (
          <CheckboxInput label="Wrap text" checked={css.Wrap === true} onChange={(on) => set({ Wrap: on })} />
        )}
        {sections.fieldLayout && (
          <SelectInput
            label="Field layout"
            value={css.FieldLayout ?? 'vertical'}
            choices={LAYOUTS}
            onChange={(v) => v !== null && set({ FieldLayout: v })}
          />
        )}
        {sections.fieldLayout && css.FieldLayout === 'horizontal' && (
          <TextInput
            label="Label width (%)"
            inputMode="numeric"
            value={draft.labelRatioText}
            error={store.errorsOf('LabelRatio')}
            hint="Up to 2 digits; 30 by default."
            onChange={(v) => {
              draft.labelRatioChanged(v);
              store.touch('LabelRatio');
            }}
          />
        )}
        {sections.areaRows && (
          <TextInput
            label="Rows"
            inputMode="numeric"
            value={draft.areaRowsText}
            hint="1 to 99; anything else means 3."
            onChange={draft.areaRowsChanged}
          />
        )}
        {sections.imageSize && (
          <TextInput
            label="Image width"
            value={css.Width ?? ''}
            error={store.errorsOf('Width')}
            hint="Digits with optional px or %, e.g. 100%."
            onChange={(v) => {
              set({ Width: v });
              store.touch('Width');
            }}
          />
        )}
        {sections.imageSize && (
          <TextInput
            label="Image height"
            value={css.Height ?? ''}
            error={store.errorsOf('Height')}
            hint="Digits with optional px, or auto."
            onChange={(v) => {
              set({ Height: v });
              store.touch('Height');
            }}
          />
        )}
      </div>
    </fieldset>
  );
});
