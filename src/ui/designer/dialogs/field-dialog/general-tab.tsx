import { observer } from 'mobx-react-lite';
import type { FieldDialogStore } from '../../../../stores/designer-dialogs/field-dialog.store';
import type { FieldDialogParts } from '../../../../stores/designer-dialogs/field-dialog-parts';
import { NestedConditionsEditor } from '../nested-conditions-editor';
import { OptionListEditor } from '../option-list-editor';
import { RestrictionsEditor } from '../restrictions-editor';
import { AppearanceSection } from './appearance-section';
import { DataSection } from './data-section';
import { FormulaSection } from './formula-section';
import { LabelSection } from './label-section';
import { ParentSection } from './parent-section';
import { PictureSection } from './picture-section';

/** The General tab: what the field's kind shows (see field-dialog-sections.ts). */
export const GeneralTab = observer(function GeneralTab({
  store,
  parts,
}: {
  store: FieldDialogStore;
  parts: FieldDialogParts;
}) {
  const { sections } = store;
  const optionErrors = store.errorsOf('Options');
  return (
    <>
      <ParentSection store={store} parts={parts} />
      <LabelSection store={store} />
      <DataSection store={store} />
      <PictureSection store={store} />
      {sections.formula && <FormulaSection store={store} formula={parts.formula} />}
      {sections.options && <OptionListEditor store={parts.options} />}
      {sections.options && optionErrors && (
        <p className="dlg-message" role="alert">
          {optionErrors.join(' ')}
        </p>
      )}
      {sections.nested && <NestedConditionsEditor store={parts.nested} />}
      <AppearanceSection store={store} />
      {sections.restrictions && <FieldRestrictions store={store} parts={parts} />}
    </>
  );
});

const FieldRestrictions = observer(function FieldRestrictions({
  store,
  parts,
}: {
  store: FieldDialogStore;
  parts: FieldDialogParts;
}) {
  if (store.setupState === 'loading') return <p className="dlg-empty">Loading...</p>;
  if (store.setupState === 'failed')
    return (
      <p className="dlg-empty">
        The restrictions of this field could not be loaded. They are left as they are.
      </p>
    );
  return <RestrictionsEditor store={parts.restrictions} />;
});
