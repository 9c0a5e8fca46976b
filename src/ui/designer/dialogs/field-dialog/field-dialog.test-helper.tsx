import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { FieldDialogMode } from '../../../../domain/forms/designer/field-dialog-mode';
import { designerDialogsTestKit } from '../../../../stores/designer-dialogs/designer-dialogs.test-helper';
import type { FieldSubmitResult } from '../../../../stores/designer-dialogs/field-dialog-input';
import { StoresProvider } from '../../../app/stores-context';
import { DialogHost } from '../../../components/dialog-host';
import { testStores } from '../../../testing/render-with-stores';
import { FieldDialog, type FieldDialogProps } from './field-dialog';
import { demoForm } from './field-dialog.test-data';

/** Renders the field dialog over the test kit, with the platform DialogHost for its confirmations. */
export function renderFieldDialog(
  props: Partial<FieldDialogProps> & Pick<FieldDialogProps, 'field'>,
  prepare: (kit: ReturnType<typeof designerDialogsTestKit>) => void = () => undefined,
) {
  const kit = designerDialogsTestKit();
  prepare(kit);
  const stores = { ...testStores().stores, dialogs: kit.dialogs };
  const onSubmit = vi.fn(
    async (..._args: Parameters<FieldDialogProps['onSubmit']>): Promise<FieldSubmitResult> => null,
  );
  const onClose = vi.fn();
  const all: FieldDialogProps = {
    mode: FieldDialogMode.Form,
    form: demoForm(),
    otherFormsInSet: [{ FormId: 202, FormName: 'Expense Claim' }],
    onSubmit,
    onClose,
    ...props,
  };
  const view = render(
    <StoresProvider stores={stores} resolve={kit.resolve}>
      <FieldDialog {...all} />
      <DialogHost />
    </StoresProvider>,
  );
  return { ...view, kit, onSubmit: all.onSubmit as typeof onSubmit, onClose: all.onClose as typeof onClose };
}
