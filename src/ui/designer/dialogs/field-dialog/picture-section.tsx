import { observer } from 'mobx-react-lite';
import type { ChangeEvent } from 'react';
import { IMAGE_LIMITS } from '../../../../domain/forms/images/image-data-url';
import type { FieldDialogStore } from '../../../../stores/designer-dialogs/field-dialog.store';
import { imageSource } from '../../../fields/controls/static-content';
import { FormField } from '../../../components/form-field';
import { readDataUrl } from '../../../components/read-data-url';

const ACCEPT = IMAGE_LIMITS.types.join(',');
const HINT = `PNG, JPEG, GIF or WebP, up to ${Math.round(IMAGE_LIMITS.maxBytes / 1024)} KB.`;

/**
 * An image field's picture (ours; the spec gives the image's size only): the picture as the form shows it, a file
 * chosen from the computer (read here, checked by the draft: image-data-url.ts), and Remove picture. The file
 * input also takes a file dropped on it.
 */
export const PictureSection = observer(function PictureSection({ store }: { store: FieldDialogStore }) {
  const { draft, sections } = store;
  if (!sections.picture) return null;
  const source = imageSource(draft.field);
  const problem = draft.pictureProblem;
  const fileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !draft.pictureFileChosen(file)) return;
    readDataUrl(
      file,
      (dataUrl) => draft.pictureRead(dataUrl),
      () => draft.pictureUnreadable(),
    );
  };
  return (
    <fieldset className="dlg-section">
      <legend>Picture</legend>
      {source === null && <p className="dlg-empty">No picture yet.</p>}
      {source !== null && 'problem' in source && <p className="dlg-empty">{source.problem}</p>}
      {source !== null && 'src' in source && (
        <img
          className="dlg-picture"
          src={source.src}
          alt={`The picture of ${draft.field.Name || 'this field'}`}
        />
      )}
      <FormField variant="dialog" label="Choose a picture" hint={HINT} error={problem} announce="alert">
        {(control) => <input {...control} type="file" accept={ACCEPT} onChange={fileChosen} />}
      </FormField>
      {source !== null && (
        <div className="dlg-row">
          <button type="button" className="button button--plain dlg-small" onClick={draft.pictureRemoved}>
            Remove picture
          </button>
        </div>
      )}
    </fieldset>
  );
});
