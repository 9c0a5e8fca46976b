import { useMemo, useState } from 'react';
import { FieldType, type FieldDefinition } from '../../../domain/forms/form.entity';
import { checkImageDataUrl } from '../../../domain/forms/images/image-data-url';
import { thumbnailPath } from '../../../domain/platform/request-conventions';
import { imageStyle, labelStyle } from '../field-styles';
import { sanitiseRichText } from '../rich-text-html';

/** Shown when the browser cannot draw a picture that passed the checks. */
export const IMAGE_FAILED_TEXT = 'The image cannot be shown.';

type ImageSource = { src: string } | { problem: string } | null;

/**
 * An image field's picture: its Data when that is a sound inline picture (image-data-url.ts), the problem
 * when it is not, else its file's thumbnail (same origin). Never a remote address: a picture from another
 * site would tell it who opened the form.
 */
export function imageSource(field: Pick<FieldDefinition, 'Data' | 'FileId'>): ImageSource {
  const data = (field.Data ?? '').trim();
  if (data !== '') {
    const check = checkImageDataUrl(data);
    return check.ok ? { src: data } : { problem: check.problem };
  }
  if (typeof field.FileId === 'number') return { src: thumbnailPath(field.FileId) };
  return null;
}

function ImageContent({ field }: { field: FieldDefinition }) {
  const source = useMemo(() => imageSource(field), [field]);
  const [broken, setBroken] = useState(false);
  if (source === null) return <span className="fr-image fr-image--none">{field.Name}</span>;
  if ('problem' in source || broken) {
    return (
      <span className="fr-image fr-error" role="alert">
        {field.Name ? `${field.Name}: ` : ''}
        {'problem' in source ? source.problem : IMAGE_FAILED_TEXT}
      </span>
    );
  }
  return (
    <img
      className="fr-image"
      src={source.src}
      alt={field.Name}
      style={imageStyle(field.CSS)}
      onError={() => setBroken(true)}
    />
  );
}

/** Header, text and image fields: content, not inputs. New line and empty fields show nothing. */
export function StaticContent({ field }: { field: FieldDefinition }) {
  const rich = field.TypeId === FieldType.Header || field.TypeId === FieldType.Text;
  const html = useMemo(() => (rich ? sanitiseRichText(field.Data ?? '') : ''), [rich, field.Data]);
  const style = labelStyle(field.CSS);
  switch (field.TypeId) {
    case FieldType.Header:
      return (
        <div className="fr-header" role="heading" aria-level={2} style={style}>
          {html.trim() === '' ? field.Name : <span dangerouslySetInnerHTML={{ __html: html }} />}
        </div>
      );
    case FieldType.Text:
      return <div className="fr-text" style={style} dangerouslySetInnerHTML={{ __html: html }} />;
    case FieldType.Image:
      return <ImageContent field={field} />;
    default:
      return null;
  }
}
