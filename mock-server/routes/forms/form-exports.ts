import type { Application, Response } from 'express';
import type { UserRecord } from '../../../fixtures/types';
import { buildFormCsv } from '../../../src/adapters/export/csv/build-form-csv';
import { buildFormWorkbook } from '../../../src/adapters/export/excel/build-form-workbook';
import {
  EXPORT_TYPES,
  attachmentDisposition,
  exportFileName,
  type ExportType,
} from '../../../src/adapters/export/model/export-file-name';
import { buildFormPdf } from '../../../src/adapters/export/pdf/build-form-pdf';
import { nodePdfEngine } from '../../../src/adapters/export/pdf/node-pdf-engine';
import type { PdfEngine } from '../../../src/adapters/export/pdf/pdf-engine';
import type { FormInstance } from '../../../src/domain/forms/form-instance.entity';
import { teamNameOf } from '../../../src/domain/session/current-user';
import { PDF_EXPORT_DEFAULTS, type PdfExportOptions } from '../../../src/ports/form-exporter.port';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { toCurrentUser } from '../../current-user';
import { HttpError, handle } from '../../http';
import { readableInstance } from '../../forms/form-access';
import { instanceView } from '../../forms/instance-view';
import type { Store } from '../../store';
import { FormToPdfBody } from '../../schemas/form-instances.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger, requiredNumber } from '../../validate';
import { pdfOptionsOf } from './form-exports-input';

/** Forms spec §8, word for word: what a failed build answers (500). */
export const EXPORT_FAILED =
  'Failed to generate report. Please try again. If this error persist please contact the support.';

export interface FormExportDeps {
  /** The instance as the caller may see it; throws HttpError 404 or 403. Default: what GET forminstance answers. */
  instanceFor?: (store: Store, user: UserRecord, id: number) => FormInstance;
  pdfEngine?: () => Promise<PdfEngine>;
}

const ID = { min: 1, max: 2_000_000_000 };

function sendFile(res: Response, name: string, type: ExportType, data: Uint8Array | string): void {
  const fileName = exportFileName(name, type);
  res.setHeader('Content-Type', EXPORT_TYPES[type].mimeType);
  res.setHeader('Content-Disposition', attachmentDisposition(fileName));
  res.setHeader('Cache-Control', 'no-store');
  res.send(typeof data === 'string' ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength));
}

async function built<T>(build: () => T | Promise<T>): Promise<T> {
  try {
    return await build();
  } catch (error) {
    console.error('[mock-server] export failed:', error);
    throw new HttpError(500, EXPORT_FAILED);
  }
}

/**
 * `GET forminstance/FormToCSV?id=`, `GET forminstance/FormToExcel?id=`, `POST forminstance/FormToPDF` (forms spec
 * §7, docs/api-forms.md, docs/exports.md): attachments built from the saved instance with the same builders the
 * browser uses. 400 with a Message for bad input, 404 for an unknown instance, 403 when it may not be read.
 */
export function registerFormExportRoutes(
  app: Application,
  ctx: MockContext,
  deps: FormExportDeps = {},
): void {
  const instanceFor =
    deps.instanceFor ?? ((store, user, id) => instanceView(store, user, readableInstance(store, user, id)));
  const pdfEngine = deps.pdfEngine ?? nodePdfEngine;
  const load = (user: UserRecord, id: number) => instanceFor(ctx.store, user, id);

  app.get(
    '/forminstance/FormToCSV',
    handle(async (req, res) => {
      const { user } = signedIn(res);
      const instance = load(user, queryInteger(req, 'id', ID));
      sendFile(res, instance.Name, 'csv', await built(() => buildFormCsv(instance)));
    }),
  );

  app.get(
    '/forminstance/FormToExcel',
    handle(async (req, res) => {
      const { user } = signedIn(res);
      const instance = load(user, queryInteger(req, 'id', ID));
      sendFile(res, instance.Name, 'xlsx', await built(() => buildFormWorkbook(instance)));
    }),
  );

  app.post(
    '/forminstance/FormToPDF',
    handle(async (req, res) => {
      const caller = signedIn(res);
      const body = { ...validBody(req, FormToPdfBody) };
      const instanceId = requiredNumber(body, 'InstanceId', ID);
      const input = pdfOptionsOf(body);
      const instance = load(caller.user, instanceId);
      const user = toCurrentUser(ctx.store, caller.user, caller.session);
      const options: PdfExportOptions = {
        ...PDF_EXPORT_DEFAULTS,
        ...input.options,
        HeaderFooterInfo: {
          WorkspaceName: user.workspaceName,
          TeamName: teamNameOf(user),
          GeneratedByName: `${user.firstName} ${user.lastName}`.trim() || user.userName,
          GeneratedByEmail: user.email,
          FormName: instance.Name,
          ProjectName: instance.ProjectName,
          ...input.headerFooterInfo,
        },
      };
      const logo = ctx.store.workspace(caller.user.workspaceId)?.logo ?? null;
      sendFile(
        res,
        instance.Name,
        'pdf',
        await built(async () => buildFormPdf(instance, options, await pdfEngine(), undefined, logo)),
      );
    }),
  );
}
