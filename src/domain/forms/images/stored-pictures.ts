import { FieldType, type FieldDefinition } from '../form.entity';
import { permissionAccess } from '../instance/field-access';

/**
 * The stored files whose pictures a form shows, each once: an image field shows its inline picture (`Data`) when
 * it has one, else its stored file (`FileId`, shown as the file's thumbnail), as the page does. Fields the user
 * may not view are left out.
 */
export function storedPictureIdsOf(fields: readonly FieldDefinition[]): number[] {
  const ids = fields
    .filter(
      (field) =>
        field.TypeId === FieldType.Image && (field.Data ?? '').trim() === '' && permissionAccess(field).view,
    )
    .map((field) => field.FileId)
    .filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}
