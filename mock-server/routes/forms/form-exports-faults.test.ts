import { describe, expect, it } from 'vitest';
import { DEMO_FIELD_IDS, INSTANCE_IDS } from '../../../fixtures/ids';
import { renderPdf } from '../../../src/adapters/export/pdf/pdf-tools.test-helper';
import { BAD_PIXELS_PNG, TRUNCATED_PNG } from '../../../src/domain/forms/images/image-samples.test-helper';
import { SESSION_COOKIE, XSRF_COOKIE } from '../../cookies';
import { useFormsMock } from '../../test-support/forms-test-kit';
import { sessionScopeOf } from '../../test-support/mock-client';
import { scopeHeaders } from '../../../src/domain/platform/request-conventions';

const mock = useFormsMock();

/** A picture stored before the save checked pictures. */
function plantDamagedLogo(Data: string) {
  const { store } = mock.running.mock;
  const form = store.data.forms.find((f) =>
    f.Fields.some((field) => field.FieldDefinitionId === DEMO_FIELD_IDS.image),
  )!;
  form.Fields = form.Fields.map((field) =>
    field.FieldDefinitionId === DEMO_FIELD_IDS.image ? { ...field, Data } : field,
  );
}

function admin() {
  const session = mock.running.mock.signIn('admin@demo.test');
  const headers = {
    ...scopeHeaders(sessionScopeOf(mock.running.mock)(session.token)!),
    cookie: `${SESSION_COOKIE}=${session.token}; ${XSRF_COOKIE}=${session.xsrf}`,
    'x-xsrf-token': session.xsrf,
  };
  return {
    get: (path: string) => fetch(mock.running.baseUrl + path, { headers }),
    post: (path: string, body: unknown) =>
      fetch(mock.running.baseUrl + path, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
  };
}

describe('a damaged stored picture never takes the server exports down', { timeout: 30_000 }, () => {
  it('FormToPDF prints every other field and the picture error (a PNG whose pixels do not inflate)', async () => {
    plantDamagedLogo(BAD_PIXELS_PNG);
    const body = { InstanceId: INSTANCE_IDS.demo, ColumnsWidth: [], FormHtml: '', IncludeData: true };
    const reply = await admin().post('/api/forminstance/FormToPDF', body);
    expect(reply.status).toBe(200);
    const { text } = renderPdf(new Uint8Array(await reply.arrayBuffer()));
    for (const shown of [
      'Site logo',
      'Error: The image is a damaged',
      'Site Inspection',
      'Jordan Lee',
      'Before you start:',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(shown);
    }
  });

  it('FormToCSV lists the picture error with every value (a truncated PNG)', async () => {
    plantDamagedLogo(TRUNCATED_PNG);
    const reply = await admin().get(`/api/forminstance/FormToCSV?id=${INSTANCE_IDS.demo}`);
    expect(reply.status).toBe(200);
    const csv = await reply.text();
    expect(csv).toContain('"Site logo","Error: The image is a damaged PNG file."');
    expect(csv).toContain('"3","1","Inspector","Jordan Lee"');
  });
});
