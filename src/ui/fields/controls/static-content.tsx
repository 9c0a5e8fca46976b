import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { FieldType, type FieldDefinition } from '../../../domain/forms/form.entity';
import { imageStyle, labelStyle } from '../field-styles';

/** Designer HTML is user content: sanitised before it is shown (no scripts, handlers or javascript: links). */
export function sanitise(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

// SVG is safe here: an <img> never runs a script inside the picture.
const SAFE_IMAGE = /^(?:https?:\/\/|\/(?!\/)|data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,])/i;

/** An image field's address: its Data when that is a safe image URL, else its file's thumbnail. */
export function imageSource(field: Pick<FieldDefinition, 'Data' | 'FileId'>): string | null {
  const data = (field.Data ?? '').trim();
  if (data !== '' && SAFE_IMAGE.test(data)) return data;
  if (typeof field.FileId === 'number') return `/api/documentthumbnail?id=${field.FileId}&w=200&h=100`;
  return null;
}

/** Header, text and image fields: content, not inputs. New line and empty fields show nothing. */
export function StaticContent({ field }: { field: FieldDefinition }) {
  const html = useMemo(() => sanitise(field.Data ?? ''), [field.Data]);
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
    case FieldType.Image: {
      const src = imageSource(field);
      return src ? (
        <img className="fr-image" src={src} alt={field.Name} style={imageStyle(field.CSS)} />
      ) : (
        <span className="fr-image fr-image--none">{field.Name}</span>
      );
    }
    default:
      return null;
  }
}
