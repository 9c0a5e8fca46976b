import type { Application } from 'express';
import { signedIn } from '../../auth';
import { handle } from '../../http';
import { queryString } from '../../validate';
import { thumbnailSize } from './thumbnail-size';

const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `GET /documentthumbnail?id=…&w=200&h=100`: a placeholder SVG (platform spec §9: 200 by 100), in the sizes the cabinet's
 * thumbnails come in (thumbnail-size.ts), so the route answers one rule whatever the id.
 */
export function registerThumbnailRoute(app: Application): void {
  app.get(
    '/documentthumbnail',
    handle((req, res) => {
      signedIn(res);
      const id = queryString(req, 'id', DOCUMENT_ID);
      const { w, h } = thumbnailSize(req);
      const fontSize = Math.max(6, Math.round(Math.min(w, h) / 6));
      const svg = [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
        `<rect width="${w}" height="${h}" fill="#e3e8ef"/>`,
        `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}" fill="#4a5568">Document ${id}</text>`,
        '</svg>',
      ].join('');
      res.type('image/svg+xml').send(svg);
    }),
  );
}
