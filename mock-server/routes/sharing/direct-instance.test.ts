import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORM_IDS, INSTANCE_IDS, USER_EMAILS } from '../../../fixtures/ids';
import { DEMO_SHARE } from '../../../fixtures/sharing';
import { startMock, type RunningMock } from '../../test-support/mock-client';
import { LINK_NOT_VALID } from './share-records';

let running: RunningMock;
beforeAll(async () => (running = await startMock()));
afterAll(() => running.stop());
beforeEach(() => running.mock.reset());

const open = (hash: string, instanceId: number) =>
  running.client().get(`/api/shareforminstance/direct?hash=${hash}&instanceId=${instanceId}`);

describe('a form instance by direct link (issue 35)', () => {
  it('sends a share that asks for e-mail proof to its code page, and shows nothing of the instance', async () => {
    const reply = await open(DEMO_SHARE.hash, INSTANCE_IDS.demo);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ Access: 'Code', Hash: DEMO_SHARE.hash });
  });

  it('shows the instance read-only to anyone when the share may be viewed by link', async () => {
    running.mock.store.data.formShares.find((s) => s.Hash === DEMO_SHARE.hash)!.ViewByLink = true;
    const reply = await open(DEMO_SHARE.hash, INSTANCE_IDS.demo);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      Access: 'View',
      FormName: 'Site Inspection',
      WorkspaceName: 'Demo Workspace',
      FormInstance: { InstanceId: INSTANCE_IDS.demo, IsReadOnly: true },
    });
    // Read-only by link: saving still needs the code's token.
    const save = await running.client().post('/api/shareforminstance/SaveInstance', {
      hash: DEMO_SHARE.hash,
      email: DEMO_SHARE.email,
      token: 'none',
      saveId: 's',
      FieldDefinitions: [],
    });
    expect(save.status).toBe(401);
  });

  it('answers 404 for another instance, a revoked share and a made-up hash', async () => {
    const share = running.mock.store.data.formShares.find((s) => s.Hash === DEMO_SHARE.hash)!;
    share.ViewByLink = true;
    expect((await open(DEMO_SHARE.hash, INSTANCE_IDS.demo + 1)).body).toEqual({ Message: LINK_NOT_VALID });
    expect((await open('x'.repeat(32), INSTANCE_IDS.demo)).status).toBe(404);
    share.RevokedOn = new Date().toISOString();
    expect((await open(DEMO_SHARE.hash, INSTANCE_IDS.demo)).status).toBe(404);
  });

  it('lets a member make a share viewable by link, apart from a code share with the same address', async () => {
    const ada = running.client();
    await ada.login(USER_EMAILS.admin);
    const body = { FormId: FORM_IDS.demo, InstanceId: INSTANCE_IDS.demo, Email: 'viewer@client.test' };
    const code = await ada.post('/api/shareforminstance/create', body);
    const view = await ada.post('/api/shareforminstance/create', { ...body, ViewByLink: true });
    expect(code.body).toMatchObject({ ViewByLink: false });
    expect(view.body).toMatchObject({ ViewByLink: true });
    const hash = (view.body as { Hash: string }).Hash;
    expect((await open(hash, INSTANCE_IDS.demo)).body).toMatchObject({ Access: 'View' });
    expect((await open((code.body as { Hash: string }).Hash, INSTANCE_IDS.demo)).body).toMatchObject({
      Access: 'Code',
    });
  });
});
