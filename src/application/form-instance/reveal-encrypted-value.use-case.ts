import { inject, injectable } from 'inversify';
import { FormInstanceGateway } from '../../ports/form-instance-gateway.port';
import type { FormInstanceEditor } from './form-instance-editor';
import { accessOf, isEncrypted } from './form-instance-model';

/**
 * A member asks to see an encrypted value, which the instance shows through its display mask (HideAll,
 * ShowOnlyLast4, ShowOnlyFirst4): the value comes from FormInstance/GetEncryptedFieldValue.
 */
@injectable()
export class RevealEncryptedValue {
  constructor(@inject(FormInstanceGateway) private readonly gateway: FormInstanceGateway) {}

  /** True when the value is now shown. A failure was told by the error catalogue. */
  async run(editor: FormInstanceEditor, fieldId: number): Promise<boolean> {
    const shape = editor.model.shapeOf.get(fieldId);
    if (!isEncrypted(shape) || !accessOf(editor.model, fieldId).view) return false;
    if (editor.isRevealed(fieldId)) return true;
    const result = await this.gateway.revealEncrypted(editor.model.instance.InstanceId, fieldId);
    if (!result.ok || typeof result.data?.Value !== 'string') return false;
    editor.reveal(fieldId, result.data.Value);
    return true;
  }
}
