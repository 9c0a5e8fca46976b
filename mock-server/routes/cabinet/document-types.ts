/** Document types (setup/doctype): every signed-in user reads them, administrators change them (docs/cabinet.md). */
import type { Application } from 'express';
import type { DocumentTypeRecord } from '../../../fixtures/types';
import { manageDocumentTypes } from '../../../src/domain/cabinet/cabinet-access.policy';
import { nameTaken } from '../../../src/domain/cabinet/cabinet-names';
import { STYLED_DOCUMENT_TYPE_ID } from '../../../src/domain/cabinet/document-types';
import { allow } from '../../access/access-guard';
import { signedIn } from '../../auth';
import type { CabinetContext } from '../../cabinet/cabinet-context';
import { HttpError, badRequest, handle } from '../../http';
import {
  DocumentTypeCreateBody,
  DocumentTypeDeleteBody,
  DocumentTypeUpdateBody,
} from '../../schemas/cabinet.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import { ID } from './cabinet-query';
import { validName } from './cabinets';

const view = ({ DocumentTypeId, Name, StyledApart }: DocumentTypeRecord) => ({
  DocumentTypeId,
  Name,
  StyledApart: DocumentTypeId === STYLED_DOCUMENT_TYPE_ID || StyledApart,
});

export function registerDocumentTypeRoutes(app: Application, cab: CabinetContext): void {
  const types = () => cab.store.data.documentTypes;
  const ofWorkspace = (workspaceId: number) => types().filter((t) => t.workspaceId === workspaceId);
  const find = (workspaceId: number, id: number) => {
    const type = ofWorkspace(workspaceId).find((t) => t.DocumentTypeId === id);
    if (!type) throw new HttpError(404, `No document type ${id}.`);
    return type;
  };
  const uniqueIn = (workspaceId: number, name: string, except?: number) => {
    if (
      nameTaken(
        name,
        ofWorkspace(workspaceId)
          .filter((t) => t.DocumentTypeId !== except)
          .map((t) => t.Name),
      )
    )
      throw badRequest('A document type with this name already exists.');
  };

  app.get(
    '/documenttype/list',
    handle((_req, res) => {
      const { user } = signedIn(res);
      res.json(
        ofWorkspace(user.workspaceId)
          .sort((a, b) => a.DocumentTypeId - b.DocumentTypeId)
          .map(view),
      );
    }),
  );

  app.get(
    '/documenttype',
    handle((req, res) => {
      const { user } = signedIn(res);
      res.json(view(find(user.workspaceId, queryInteger(req, 'id', ID))));
    }),
  );

  app.post(
    '/documenttype/create',
    handle((req, res) => {
      const { user } = signedIn(res);
      allow(manageDocumentTypes(cab.data.actor(user)));
      const body = validBody(req, DocumentTypeCreateBody);
      const Name = validName(body.Name);
      uniqueIn(user.workspaceId, Name);
      const record: DocumentTypeRecord = {
        // Ids from 2000 up: 1001 is the spec's, and the seeded ones sit next to it.
        DocumentTypeId: Math.max(2000, ...types().map((t) => t.DocumentTypeId + 1)),
        Name,
        StyledApart: body.StyledApart ?? false,
        workspaceId: user.workspaceId,
      };
      types().push(record);
      cab.data.save();
      res.json(view(record));
    }),
  );

  app.post(
    '/documenttype/update',
    handle((req, res) => {
      const { user } = signedIn(res);
      allow(manageDocumentTypes(cab.data.actor(user)));
      const body = validBody(req, DocumentTypeUpdateBody);
      const record = find(user.workspaceId, body.DocumentTypeId);
      const Name = validName(body.Name);
      uniqueIn(user.workspaceId, Name, record.DocumentTypeId);
      record.Name = Name;
      // 1001 is styled apart by the spec: its setting cannot be turned off.
      record.StyledApart =
        record.DocumentTypeId === STYLED_DOCUMENT_TYPE_ID || (body.StyledApart ?? record.StyledApart);
      cab.data.save();
      res.json(view(record));
    }),
  );

  app.post(
    '/documenttype/delete',
    handle((req, res) => {
      const { user } = signedIn(res);
      allow(manageDocumentTypes(cab.data.actor(user)));
      const record = find(user.workspaceId, validBody(req, DocumentTypeDeleteBody).DocumentTypeId);
      if (record.DocumentTypeId === STYLED_DOCUMENT_TYPE_ID)
        throw new HttpError(403, 'Document type 1001 belongs to the product and cannot be deleted.');
      // Files of a deleted type keep their bytes and lose the type.
      for (const item of cab.data.items)
        if (item.DocumentTypeId === record.DocumentTypeId && item.workspaceId === user.workspaceId)
          item.DocumentTypeId = null;
      types().splice(types().indexOf(record), 1);
      cab.data.save();
      res.json({});
    }),
  );
}
