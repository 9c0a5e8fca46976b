import { describe, expect, it } from 'vitest';
import { FieldType, type FieldDefinition } from '../form.entity';
import { IMAGE_SAMPLES } from './image-samples.test-helper';
import { storedPictureIdsOf } from './stored-pictures';

const image = (FieldDefinitionId: number, extra: Partial<FieldDefinition>): FieldDefinition => ({
  FieldDefinitionId,
  FormId: 1,
  TypeId: FieldType.Image,
  Name: `Image ${FieldDefinitionId}`,
  Sequence: FieldDefinitionId,
  ColSpan: 1,
  ...extra,
});

describe('the stored pictures a form shows', () => {
  it('lists each stored file once, for the image fields without an inline picture that the user may view', () => {
    const fields = [
      image(1, { FileId: 7 }),
      image(2, { FileId: 7, Data: '' }),
      image(3, { FileId: 8, Data: IMAGE_SAMPLES.png }),
      image(4, { FileId: 9, PermissionMask: 0 }),
      image(5, { FileId: null }),
      { ...image(6, { FileId: 10 }), TypeId: FieldType.TextBox },
      image(7, { FileId: 11, PermissionMask: 1 }),
    ];
    expect(storedPictureIdsOf(fields)).toEqual([7, 11]);
  });
});
