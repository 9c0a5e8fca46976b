import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { SourceType } from '../../../domain/forms/dialogs/row-column.dto';
import {
  DuplicateRowColumnStore,
  type DuplicateRowColumnRequest,
} from '../../../stores/designer-dialogs/duplicate-row-column.store';
import { TextInput } from './controls';
import { CheckboxInput } from './check-controls';
import { RowColumnDialogFrame } from './row-column-dialog-frame';

export interface DuplicateRowColumnDialogProps {
  rowCount: number;
  columnCount: number;
  /** Duplicates; resolves to the operation's error strings (empty when it went well). */
  onDuplicate: (request: DuplicateRowColumnRequest) => Promise<string[]>;
  onClose: () => void;
}

/** Duplicate Row or Column: source index, paste-after index (0 pastes before the first), Ignore Linked Fields. */
export const DuplicateRowColumnDialog = observer(function DuplicateRowColumnDialog(
  props: DuplicateRowColumnDialogProps,
) {
  const { rowCount, columnCount, onDuplicate, onClose } = props;
  const [store] = useState(() => new DuplicateRowColumnStore(rowCount, columnCount));
  useEffect(() => store.countsChanged(rowCount, columnCount), [store, rowCount, columnCount]);
  const axis = store.sourceType === SourceType.Column ? 'column' : 'row';
  return (
    <RowColumnDialogFrame
      action="Duplicate"
      store={store}
      onAction={() => void store.duplicate(onDuplicate)}
      onClose={onClose}
    >
      <TextInput
        label={`Source ${axis} index`}
        inputMode="numeric"
        value={store.sourceIndex}
        error={store.errorsOf('SourceIndex')}
        hint={`1 to ${store.sourceType === SourceType.Column ? columnCount : rowCount}`}
        onChange={store.sourceIndexChanged}
        onBlur={() => store.left('SourceIndex')}
      />
      <TextInput
        label={`Paste after ${axis}`}
        inputMode="numeric"
        value={store.targetIndex}
        error={store.errorsOf('TargetIndex')}
        hint={`0 pastes before ${store.sourceType === SourceType.Column ? 'C1' : 'R1'}`}
        onChange={store.targetIndexChanged}
        onBlur={() => store.left('TargetIndex')}
      />
      <CheckboxInput
        label="Ignore Linked Fields"
        checked={store.ignoreLinkedFields}
        onChange={store.ignoreLinkedFieldsChanged}
      />
    </RowColumnDialogFrame>
  );
});
