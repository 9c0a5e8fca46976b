import { DownloadFile } from '../platform/download-file.use-case';
import { describe, expect, it } from 'vitest';
import { FakeUserContext, member } from '../testing/fakes';
import { exportInstance, field } from '../../adapters/export/export-instance.test-helper';
import { FieldType } from '../../domain/forms/form.entity';
import { PDF_EXPORT_DEFAULTS } from '../../ports/form-exporter.port';
import type { CurrentUser } from '../../domain/session/current-user';
import { ExportForm } from './export-form.use-case';
import { FakeFileDownloader, FakeFormExporter, FakeStoredPictures, FakeWorkspaceLogo } from './export-fakes';

function setup(
  user: CurrentUser = member,
  pictures = new FakeStoredPictures(),
  logos = new FakeWorkspaceLogo(),
) {
  const exporter = new FakeFormExporter();
  const files = new FakeFileDownloader();
  const users = new FakeUserContext();
  users.setUser(user);
  return {
    exporter,
    files,
    pictures,
    logos,
    exportForm: new ExportForm(
      exporter,
      files,
      users,
      desktop,
      new DownloadFile(files, desktop),
      pictures,
      logos,
    ),
  };
}

const desktop = { isMobile: () => false, userAgent: () => '', antiForgeryToken: () => null };
const dataOf = (
  instance: { Fields: Array<{ FieldDefinitionId: number; Data?: string | null; OptionId?: number | null }> },
  id: number,
) => instance.Fields.find((f) => f.FieldDefinitionId === id);

describe('export the form instance on screen', () => {
  it('builds the CSV from the values on screen, saved or not, and saves it under the form name', async () => {
    const { exporter, files, exportForm } = setup();
    const values = new Map([
      [3, '99'],
      [8, '11'],
      [9, ''],
    ]);
    const outcome = await exportForm.csv({ instance: exportInstance(), values });
    expect(outcome).toEqual({ ok: true, value: 'Site Inspection.csv' });
    const built = exporter.calls[0].instance;
    expect(dataOf(built, 3)?.Data).toBe('99');
    expect(dataOf(built, 8)).toMatchObject({ OptionId: 11, Data: null });
    expect(dataOf(built, 9)?.Data).toBe('false');
    expect(files.blobs).toHaveLength(1);
    expect(files.blobs[0].fileName).toBe('Site Inspection.csv');
    expect(await files.blobs[0].blob.text()).toBe('a,b');
  });

  it('never puts a value revealed on screen into the file of an encrypted field', async () => {
    const { exporter, exportForm } = setup();
    const instance = exportInstance();
    instance.Fields = instance.Fields.map((f) =>
      f.FieldDefinitionId === 12 ? { ...f, EncryptData: true, Data: '*****' } : f,
    );
    await exportForm.excel({ instance, values: new Map([[12, '02134']]) });
    expect(dataOf(exporter.calls[0].instance, 12)?.Data).toBe('*****');
    expect(exporter.calls[0].format).toBe('excel');
  });

  it('builds the PDF with the options and the header and footer of the signed-in user', async () => {
    // The member works in the Design Team's scope, as on the mock server after switching to it.
    const { exporter, files, exportForm } = setup({ ...member, teamScopeId: 10 });
    const options = { ...PDF_EXPORT_DEFAULTS, IncludeData: true };
    const outcome = await exportForm.pdf({ instance: exportInstance(), options, isFormValid: true });
    expect(outcome).toEqual({ ok: true, value: 'Site Inspection.pdf' });
    expect(exporter.calls[0].options).toEqual({
      ...options,
      HeaderFooterInfo: {
        WorkspaceName: 'Demo Workspace',
        TeamName: 'Design Team',
        GeneratedByName: 'Mia Member',
        GeneratedByEmail: 'member@demo.test',
        FormName: 'Site Inspection',
        ProjectName: 'Office Renovation',
      },
    });
    expect(files.blobs[0].blob.type).toBe('application/pdf');
  });

  it('gives no team in the header of a user working in the workspace itself (team scope 0)', async () => {
    // As the mock server answers GET account/current for the administrator: the workspace scope is named after it.
    const { exporter, exportForm } = setup({ ...member, teamScopeId: 0, teamName: 'Demo Workspace' });
    await exportForm.pdf({ instance: exportInstance(), options: PDF_EXPORT_DEFAULTS, isFormValid: true });
    expect(exporter.calls[0].options?.HeaderFooterInfo).toMatchObject({
      WorkspaceName: 'Demo Workspace',
      TeamName: '',
    });
  });

  it('gives the PDF the picture of every stored file the form shows, asked of the server once each', async () => {
    const plan = { type: 'image/png', bytes: new Uint8Array([1, 2, 3]) };
    const { exporter, pictures, exportForm } = setup(
      member,
      new FakeStoredPictures(
        new Map([
          [7, plan],
          [8, null],
        ]),
      ),
    );
    const instance = exportInstance();
    instance.Fields.push(
      field(17, FieldType.NewLine),
      field(18, FieldType.Image, { Name: 'Plan', FileId: 7 }),
      field(19, FieldType.Image, { Name: 'Plan again', FileId: 7 }),
      field(20, FieldType.Image, { Name: 'Gone', FileId: 8 }),
      field(21, FieldType.Image, { Name: 'Unreachable', FileId: 9 }),
    );
    const outcome = await exportForm.pdf({ instance, options: PDF_EXPORT_DEFAULTS, isFormValid: true });
    expect(outcome).toEqual({ ok: true, value: 'Site Inspection.pdf' });
    expect(pictures.asked).toEqual([7, 8, 9]);
    expect(exporter.calls[0].storedPictures).toEqual(
      new Map([
        [7, plan],
        [8, null],
        [9, null],
      ]),
    );
  });

  it('prints the workspace logo of the General settings in the header, and makes the PDF without it when it cannot be had', async () => {
    const LOGO = 'data:image/png;base64,iVBORw0KGgo=';
    const withLogo = setup(
      member,
      new FakeStoredPictures(),
      new FakeWorkspaceLogo({ ok: true, status: 200, data: { HasActiveLogo: true, Logo: LOGO } }),
    );
    await withLogo.exportForm.pdf({
      instance: exportInstance(),
      options: PDF_EXPORT_DEFAULTS,
      isFormValid: true,
    });
    expect(withLogo.exporter.calls[0].logo).toBe(LOGO);

    const noHeader = setup(
      member,
      new FakeStoredPictures(),
      new FakeWorkspaceLogo({ ok: true, status: 200, data: { HasActiveLogo: true, Logo: LOGO } }),
    );
    await noHeader.exportForm.pdf({
      instance: exportInstance(),
      options: { ...PDF_EXPORT_DEFAULTS, IncludeHeaderFooter: false },
      isFormValid: true,
    });
    expect(noHeader.logos.asked).toBe(0);
    expect(noHeader.exporter.calls[0].logo).toBeNull();

    const unreachable = setup(member, new FakeStoredPictures(), new FakeWorkspaceLogo(null));
    expect(
      await unreachable.exportForm.pdf({
        instance: exportInstance(),
        options: PDF_EXPORT_DEFAULTS,
        isFormValid: true,
      }),
    ).toEqual({ ok: true, value: 'Site Inspection.pdf' });
    expect(unreachable.exporter.calls[0].logo).toBeNull();

    const refused = setup(
      member,
      new FakeStoredPictures(),
      new FakeWorkspaceLogo({
        ok: false,
        failure: { kind: 'http', status: 401, message: 'Please sign in.' } as never,
      }),
    );
    await refused.exportForm.pdf({
      instance: exportInstance(),
      options: PDF_EXPORT_DEFAULTS,
      isFormValid: true,
    });
    expect(refused.exporter.calls[0].logo).toBeNull();
  });

  it('asks for no picture for the CSV and the workbook, which print none', async () => {
    const { pictures, exportForm } = setup();
    const instance = exportInstance();
    instance.Fields.push(
      field(17, FieldType.NewLine),
      field(18, FieldType.Image, { Name: 'Plan', FileId: 7 }),
    );
    await exportForm.csv({ instance });
    await exportForm.excel({ instance });
    expect(pictures.asked).toEqual([]);
  });

  it('refuses the PDF of an invalid form (spec §5) without building anything', async () => {
    const { exporter, files, exportForm } = setup();
    const outcome = await exportForm.pdf({
      instance: exportInstance(),
      options: PDF_EXPORT_DEFAULTS,
      isFormValid: false,
    });
    expect(outcome).toEqual({
      ok: false,
      message: 'Please correct the validation errors shown and try again.',
    });
    expect(exporter.calls).toEqual([]);
    expect(files.blobs).toEqual([]);
  });

  it("answers a failed build with the spec's message, word for word", async () => {
    const { exporter, files, exportForm } = setup();
    exporter.failWith = new Error('font did not load');
    const expected = {
      ok: false,
      message:
        'Failed to generate report. Please try again. If this error persist please contact the support.',
    };
    expect(
      await exportForm.pdf({ instance: exportInstance(), options: PDF_EXPORT_DEFAULTS, isFormValid: true }),
    ).toEqual(expected);
    expect(await exportForm.csv({ instance: exportInstance() })).toEqual(expected);
    expect(files.blobs).toEqual([]);
  });
});

describe('exports on mobile', () => {
  it('opens the server export URL directly, with the anti-forgery token', async () => {
    const opened: string[] = [];
    const files = {
      save: async () => true,
      open: (url: string) => void opened.push(url),
      saveBlob: () => undefined,
    };
    const phone = { isMobile: () => true, userAgent: () => '', antiForgeryToken: () => 'tok' };
    const users = { user: null, loaded: true, setUser: () => undefined };
    const unused = {} as never;
    const exportForm = new ExportForm(
      unused,
      files,
      users,
      phone,
      new DownloadFile(files, phone),
      new FakeStoredPictures(),
      new FakeWorkspaceLogo(),
    );
    const instance = { InstanceId: 300, Name: 'Site Inspection' } as never;
    expect(await exportForm.excel({ instance })).toEqual({ ok: true, value: 'Site Inspection.xlsx' });
    expect(await exportForm.csv({ instance })).toEqual({ ok: true, value: 'Site Inspection.csv' });
    expect(opened).toEqual([
      '/api/forminstance/FormToExcel?id=300&xsrf=tok',
      '/api/forminstance/FormToCSV?id=300&xsrf=tok',
    ]);
  });
});
