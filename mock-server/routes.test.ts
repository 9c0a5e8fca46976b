import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROJECT_IDS, USER_IDS } from '../fixtures/ids';
import { NOTIFICATION_GONE } from './routes/notifications/notifications';
import { seed } from '../fixtures/seed';
import type { SeedData } from '../fixtures/types';
import { THUMBNAIL_SIZE_MESSAGE } from './routes/cabinet/thumbnail-size';
import { startMock, type MockClient, type RunningMock } from './test-support/mock-client';

let running: RunningMock;
beforeAll(async () => {
  running = await startMock();
});
afterAll(() => running.stop());
beforeEach(() => running.mock.reset());

async function signedIn(email: string): Promise<MockClient> {
  const client = running.client();
  await client.login(email);
  return client;
}

describe('scopes', () => {
  it('lists the scopes the user belongs to, 0 being the workspace', async () => {
    const member = await signedIn('member@demo.test');
    expect((await member.get('/api/account/scopes')).body).toEqual([
      { ScopeId: 0, Name: 'Demo Workspace' },
      { ScopeId: 10, Name: 'Design Team' },
    ]);
  });

  it('switches to a team the user belongs to and keeps it for the session', async () => {
    const member = await signedIn('member@demo.test');
    const reply = await member.post('/api/account/switchscope', { ScopeId: 10 });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ teamScopeId: 10, teamName: 'Design Team' });
    expect((await member.get('/api/account/current')).body).toMatchObject({ teamScopeId: 10 });
  });

  it('answers 403 with the scope when the user is not a member', async () => {
    const member = await signedIn('member@demo.test');
    const reply = await member.post('/api/account/switchscope', { ScopeId: 11 });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ Message: 'You are not a member of this team.', ScopeId: 11 });
  });

  it.each([{}, { ScopeId: '10' }, { ScopeId: -1 }, { ScopeId: 1.5 }])('answers 400 for %j', async (body) => {
    const member = await signedIn('member@demo.test');
    const reply = await member.post('/api/account/switchscope', body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ Message: expect.stringMatching(/^ScopeId /) });
  });
});

describe('workspace lists', () => {
  it('lists the users and e-mails of the current scope', async () => {
    const admin = await signedIn('admin@demo.test');
    const everyone = (await admin.get('/api/scopeusersetup/emailList')).body;
    expect(everyone).toEqual([
      'admin@demo.test',
      'member@demo.test',
      'site@demo.test',
      'field@demo.test',
      'priya@demo.test',
      'omar@demo.test',
      'lena@demo.test',
    ]);

    await admin.post('/api/account/switchscope', { ScopeId: 11 });
    expect((await admin.get('/api/scopeusersetup/userlist')).body).toEqual([
      { UserId: 1, Email: 'admin@demo.test', FirstName: 'Ada', LastName: 'Admin' },
      { UserId: 4, Email: 'direct@demo.test', FirstName: 'Dee', LastName: 'Direct' },
      { UserId: 5, Email: 'field@demo.test', FirstName: 'Finn', LastName: 'Field' },
      { UserId: 7, Email: 'omar@demo.test', FirstName: 'Omar', LastName: 'Haddad' },
    ]);
  });

  it('lists the roles with their types', async () => {
    const roles = (await (await signedIn('member@demo.test')).get('/api/role/list')).body as {
      roleName: string;
      roleTypeId: number;
    }[];
    expect(roles.map((r) => r.roleName)).toEqual([
      'Read',
      'Read/Write',
      'Write',
      'Full',
      'Uploads & Forms',
      'Admin',
      'Reviewer',
      'Site Editor',
      'Auditor',
    ]);
    expect(roles[0]).toEqual({ roleId: 1, roleName: 'Read', roleTypeId: 1 });
    expect(new Set(roles.map((r) => r.roleTypeId))).toEqual(new Set([0, 1, 2]));
  });

  it('answers the chat identity and the privacy consent', async () => {
    const member = await signedIn('member@demo.test');
    expect((await member.get('/api/intercom/get')).body).toEqual({
      UserId: 2,
      Email: 'member@demo.test',
      Name: 'Mel Member',
      WorkspaceName: 'Demo Workspace',
    });
    expect((await member.get('/api/account/privacyconsent')).body).toEqual({ Accepted: true });
  });
});

describe('notifications', () => {
  it('counts, lists newest first, marks read and deletes, keeping the state', async () => {
    const admin = await signedIn('admin@demo.test');
    expect((await admin.get('/api/notification/count')).body).toEqual({ Count: 3 });
    const list = (await admin.get('/api/notification/list')).body as {
      NotificationId: number;
      IsRead: boolean;
    }[];
    expect(list.map((n) => n.NotificationId)).toEqual([1000, 1001, 1002, 1003]);
    expect(list[0]).toEqual({
      NotificationId: 1000,
      Message: expect.any(String),
      CreatedOn: '2026-11-23T10:00:00.000Z',
      IsRead: false,
      // What a notice that is not about a task is about (issue 35): its page, or that it was deleted.
      Link: '/forminstance/300',
    });
    expect(list[1]).toMatchObject({ Link: `/project/details/${PROJECT_IDS.bridgeInspection}` });
    running.mock.store.data.formInstances = running.mock.store.data.formInstances.filter(
      (i) => i.InstanceId !== 300,
    );
    const after = (await admin.get('/api/notification/list')).body as Record<string, unknown>[];
    expect(after[0]).toMatchObject({ SubjectDeleted: true });
    expect(after[0]).not.toHaveProperty('Link');

    expect((await admin.post('/api/notification/markallread')).body).toEqual({});
    expect((await admin.get('/api/notification/count')).body).toEqual({ Count: 0 });
    expect(((await admin.get('/api/notification/list')).body as unknown[]).length).toBe(4);

    expect((await admin.post('/api/notification/deleteall')).body).toEqual({});
    expect((await admin.get('/api/notification/list')).body).toEqual([]);
  });

  it('marks one read and deletes one, for its owner only, and tells the other tabs the new count', async () => {
    const admin = await signedIn('admin@demo.test');
    const member = await signedIn('member@demo.test');
    const push = vi.spyOn(running.mock.hub, 'push');
    expect((await admin.post('/api/notification/markread', { NotificationId: 1001 })).body).toEqual({});
    expect((await admin.get('/api/notification/count')).body).toEqual({ Count: 2 });
    // Again: already read, nothing changes and nothing is pushed.
    expect((await admin.post('/api/notification/markread', { NotificationId: 1001 })).status).toBe(200);
    expect((await admin.post('/api/notification/delete', { NotificationId: 1000 })).body).toEqual({});
    const ids = ((await admin.get('/api/notification/list')).body as { NotificationId: number }[]).map(
      (n) => n.NotificationId,
    );
    expect(ids).toEqual([1001, 1002, 1003]);
    expect(push.mock.calls).toEqual([
      [USER_IDS.admin, 'notificationCountUpdate', { Count: 2 }],
      [USER_IDS.admin, 'notificationCountUpdate', { Count: 1 }],
    ]);
    push.mockRestore();
    // Someone else's notice, and one already deleted, are the same 404.
    for (const [caller, id] of [
      [member, 1002],
      [admin, 1000],
    ] as const) {
      const refused = await caller.post('/api/notification/delete', { NotificationId: id });
      expect([refused.status, refused.body]).toEqual([404, { Message: NOTIFICATION_GONE }]);
    }
    const bad = await admin.post('/api/notification/markread', { NotificationId: 'x' });
    expect(bad.status).toBe(400);
    expect((await admin.get('/api/notification/count')).body).toEqual({ Count: 1 });
  });

  it("leaves other users' notifications alone", async () => {
    await (await signedIn('admin@demo.test')).post('/api/notification/deleteall');
    expect((await (await signedIn('member@demo.test')).get('/api/notification/count')).body).toEqual({
      Count: 1,
    });
  });
});

describe('document thumbnail', () => {
  it('answers a 200 by 100 SVG by default', async () => {
    const reply = await (await signedIn('member@demo.test')).get('/api/documentthumbnail?id=42');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(reply.text).toMatch(/^<svg [^>]*width="200" height="100"/);
  });

  it('answers the sizes the cabinet’s thumbnails come in, and 400 for any other', async () => {
    const member = await signedIn('member@demo.test');
    expect((await member.get('/api/documentthumbnail?id=42&w=200&h=100')).text).toMatch(
      /width="200" height="100"/,
    );
    expect((await member.get('/api/documentthumbnail?id=42&w=64&h=48')).body).toEqual({
      Message: THUMBNAIL_SIZE_MESSAGE,
    });
  });

  it.each([
    ['', 'id is required.'],
    ['?id=%3Cscript%3E', 'id is not valid.'],
    ['?id=1&w=0', 'w must be between 1 and 2000.'],
    ['?id=1&h=abc', 'h must be an integer.'],
    ['?id=1&w=1&w=2', 'w must be an integer.'],
  ])('answers 400 for %s', async (query, message) => {
    const reply = await (await signedIn('member@demo.test')).get(`/api/documentthumbnail${query}`);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ Message: message });
  });
});

describe('routing', () => {
  it('answers 404 with a message for an unknown path, and outside /api', async () => {
    const client = running.client();
    expect((await client.get('/api/nothing/here')).body).toEqual({
      Message: 'No route for GET /api/nothing/here.',
    });
    expect((await client.get('/account/current')).status).toBe(404);
    expect((await client.get('/')).status).toBe(404);
  });

  it('does not expose the json-server REST collections', async () => {
    const client = running.client();
    for (const path of ['/api/users', '/api/db', '/api/notifications'])
      expect((await client.get(path)).status).toBe(404);
  });
});

describe('unexpected errors', () => {
  it('answer 500 with a message and the server keeps serving', async () => {
    const broken = await startMock({ seed: () => ({ ...seed(), users: [null] }) as unknown as SeedData });
    try {
      const reply = await broken
        .client()
        .post('/api/account/login', { Email: 'admin@demo.test', Password: 'demo' });
      expect(reply.status).toBe(500);
      expect(reply.body).toEqual({ Message: expect.stringMatching(/^Internal error/) });
      expect((await broken.client().get('/api/account/current')).status).toBe(401);
    } finally {
      await broken.stop();
    }
  });
});
