import { describe, expect, it } from 'vitest';
import { newField } from '../../domain/forms/designer/field-creation';
import { FieldType } from '../../domain/forms/form.entity';
import { IMAGE_SAMPLES } from '../../domain/forms/images/image-samples.test-helper';
import { demoForm } from '../../ui/designer/dialogs/field-dialog/field-dialog.test-data';
import { FieldDraftStore } from './field-draft.store';

const imageDraft = () => new FieldDraftStore({ ...newField(FieldType.Image, demoForm()), FileId: 42 });

describe("an image field's picture in the field dialog", () => {
  it('takes a sound picture inline, in place of a stored file', () => {
    const draft = imageDraft();
    expect(draft.pictureFileChosen({ type: 'image/png', size: 500 })).toBe(true);
    draft.pictureRead(IMAGE_SAMPLES.png);
    expect(draft.pictureProblem).toBeNull();
    expect(draft.result).toMatchObject({ Data: IMAGE_SAMPLES.png, FileId: null });
  });

  it('refuses a file by its type or size before it is read, and a damaged picture once read, keeping the one it had', () => {
    const draft = imageDraft();
    draft.pictureRead(IMAGE_SAMPLES.gif);
    expect(draft.pictureFileChosen({ type: 'application/pdf', size: 500 })).toBe(false);
    expect(draft.pictureProblem).toBe('The image must be a PNG, JPEG, GIF or WebP picture.');
    expect(draft.pictureFileChosen({ type: 'image/jpeg', size: 5_000_000 })).toBe(false);
    expect(draft.pictureProblem).toBe('The image is larger than 700 KB.');
    draft.pictureRead(IMAGE_SAMPLES.jpeg.slice(0, -8));
    expect(draft.pictureProblem).toBe('The image is a damaged JPEG file.');
    draft.pictureUnreadable();
    expect(draft.pictureProblem).toBe('The file could not be read.');
    expect(draft.result.Data).toBe(IMAGE_SAMPLES.gif);
  });

  it('removes the picture, inline or stored', () => {
    const draft = imageDraft();
    draft.pictureFileChosen({ type: 'text/plain', size: 1 });
    draft.pictureRemoved();
    expect(draft.pictureProblem).toBeNull();
    expect(draft.result).toMatchObject({ Data: null, FileId: null });
  });
});
