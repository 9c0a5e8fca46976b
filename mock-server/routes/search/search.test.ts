import { describe, expect, it } from 'vitest';
import {
  CABINET_FILE_IDS,
  DEMO_FIELD_IDS,
  CABINET_IDS,
  INSTANCE_IDS,
  PROJECT_IDS,
  TASK_IDS,
} from '../../../fixtures/ids';
import type { SearchAnswer, SearchHit, SearchKind } from '../../../src/domain/search/search-hit.entity';
import { useFormsMock } from '../../test-support/forms-test-kit';
import type { MockClient } from '../../test-support/mock-client';

const mock = useFormsMock();

const search = async (client: MockClient, q: string, extra = '') => {
  const reply = await client.get(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.body as SearchAnswer;
};
const hits = (answer: SearchAnswer): SearchHit[] => answer.Groups.flatMap((g) => g.Hits);
const found = (answer: SearchAnswer, kind: SearchKind, id: number) =>
  hits(answer).find((h) => h.Kind === kind && h.Id === id);

describe('GET /api/search', () => {
  it('finds a task, a text file by its text and an instance by a field value, each with the page that opens it', async () => {
    const member = await mock.as('member@demo.test');
    const task = found(await search(member, 'tiles'), 'task', TASK_IDS.orderTiles);
    expect(task).toMatchObject({
      Title: 'Order floor tiles for level 2',
      Path: `/task/list?task=${TASK_IDS.orderTiles}`,
    });
    expect(task!.Terms).toContain('tiles');

    const file = found(await search(member, 'screens'), 'file', CABINET_FILE_IDS.meetingNotes);
    expect(file).toMatchObject({ Title: 'Meeting notes.txt' });
    expect(file!.Snippet).toContain('meeting room screens');
    expect(file!.Path).toBe(
      `/cabinet/${CABINET_IDS.company}/folder/${CABINET_IDS.company}-${CABINET_IDS.company}`,
    );

    const instance = found(await search(member, 'rust stair'), 'instance', INSTANCE_IDS.demo);
    expect(instance).toMatchObject({ Title: 'Site Inspection', Path: `/forminstance/${INSTANCE_IDS.demo}` });
    expect(instance!.Snippet).toBe('Notes: Minor rust on the east stair rail; no structural concerns.');
  });

  it('groups hits by kind with counts, best first, and finds the start of a word', async () => {
    const admin = await mock.as();
    const answer = await search(admin, 'inspec');
    const kinds = answer.Groups.map((g) => g.Kind);
    expect(kinds).toEqual(expect.arrayContaining(['project', 'instance']));
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const group of answer.Groups) {
      expect(group.Count).toBeGreaterThanOrEqual(group.Hits.length);
      const scores = group.Hits.map((h) => h.Score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    expect(answer.Total).toBe(answer.Groups.reduce((n, g) => n + g.Count, 0));
    expect(found(answer, 'project', PROJECT_IDS.bridgeInspection)?.Path).toBe(
      `/project/details/${PROJECT_IDS.bridgeInspection}`,
    );
  });

  it('never shows a member what they may not open: another team’s project, task and files', async () => {
    const admin = await mock.as();
    const member = await mock.as('member@demo.test');
    expect(found(await search(admin, 'bridge'), 'project', PROJECT_IDS.bridgeInspection)).toBeDefined();
    expect(found(await search(admin, 'bridge deck'), 'file', CABINET_FILE_IDS.bridgeDeck)).toBeDefined();
    const forMember = await search(member, 'bridge');
    expect(found(forMember, 'project', PROJECT_IDS.bridgeInspection)).toBeUndefined();
    expect(found(forMember, 'file', CABINET_FILE_IDS.bridgeDeck)).toBeUndefined();
    expect(found(forMember, 'folder', CABINET_IDS.field)).toBeUndefined();
    const field = await mock.as('field@demo.test');
    expect(found(await search(field, 'tiles'), 'task', TASK_IDS.orderTiles)).toBeUndefined();
  });

  it('never finds an encrypted value or a value of a field the caller may not view, not even for an administrator', async () => {
    const admin = await mock.as();
    for (const q of ['4417', '6789', '4000123412341234', 'INT-7781', '7781']) {
      expect(found(await search(admin, q), 'instance', INSTANCE_IDS.demo), q).toBeUndefined();
    }
  });

  it('follows every write: a created, renamed and deleted task, a renamed file', async () => {
    const admin = await mock.as();
    const created = await admin.post('/api/task/create', {
      Title: 'Paint the zebra crossing',
      ProjectId: PROJECT_IDS.officeRenovation,
    });
    expect(created.status).toBe(200);
    const { TaskId } = created.body as { TaskId: number };
    expect(found(await search(admin, 'zebra'), 'task', TaskId)).toBeDefined();

    const task = (await admin.get(`/api/task?id=${TaskId}`)).body as Record<string, unknown>;
    const renamed = await admin.post('/api/task/update', {
      ...task,
      TaskId,
      Title: 'Paint the pelican crossing',
      AssigneeIds: [],
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(found(await search(admin, 'zebra'), 'task', TaskId)).toBeUndefined();
    expect(found(await search(admin, 'pelican'), 'task', TaskId)).toBeDefined();

    expect((await admin.post('/api/task/delete', { TaskId })).status).toBe(200);
    expect(found(await search(admin, 'pelican'), 'task', TaskId)).toBeUndefined();

    const file = CABINET_FILE_IDS.meetingNotes;
    expect(
      (await admin.post('/api/cabinet/item/update', { ItemId: file, Name: 'Kickoff minutes.txt' })).status,
    ).toBe(200);
    expect(found(await search(admin, 'kickoff'), 'file', file)).toBeDefined();
    // The text stays indexed under the new name.
    expect(found(await search(admin, 'screens'), 'file', file)?.Title).toBe('Kickoff minutes.txt');
  });

  it('follows a saved instance: the new value is found, the old one no more, an encrypted one never', async () => {
    const admin = await mock.as();
    const saved = await admin.post('/api/FormInstance/SaveFormData', {
      InstanceId: INSTANCE_IDS.demo,
      FieldDefinitions: [
        { FieldDefinitionId: DEMO_FIELD_IDS.inspector, Data: 'Quincy Harrow' },
        { FieldDefinitionId: DEMO_FIELD_IDS.ownerSsn, Data: '234-56-7890' },
      ],
    });
    expect(saved.status, saved.text).toBe(200);
    const hit = found(await search(admin, 'quincy'), 'instance', INSTANCE_IDS.demo);
    expect(hit?.Snippet).toBe('Inspector: Quincy Harrow');
    // Jordan Lee is no longer the inspector; his e-mail address, another field, still matches.
    expect(found(await search(admin, 'jordan'), 'instance', INSTANCE_IDS.demo)?.Snippet).toBe(
      'Inspector e-mail: jordan.lee@example.com',
    );
    expect(found(await search(admin, '7890'), 'instance', INSTANCE_IDS.demo)).toBeUndefined();
  });

  it('refuses a missing, repeated or too long phrase and a limit out of bounds; reads odd characters as separators', async () => {
    const admin = await mock.as();
    for (const query of [
      '',
      '?q=',
      '?q=%20%20',
      '?q=a&q=b',
      `?q=${'x'.repeat(201)}`,
      '?q=tiles&limit=0',
      '?q=tiles&limit=51',
      '?q=tiles&limit=1e3',
    ])
      expect((await admin.get(`/api/search${query}`)).status, query).toBe(400);
    expect(await search(admin, '.*+?^${}()|[]\\')).toEqual({
      Query: '.*+?^${}()|[]\\',
      Total: 0,
      Groups: [],
    });
    expect(found(await search(admin, 'tiles.*('), 'task', TASK_IDS.orderTiles)).toBeDefined();
    expect((await search(admin, '<script>alert(1)</script> "\'%00\u0000')).Total).toBeGreaterThanOrEqual(0);
    expect((await search(admin, `${'a '.repeat(99)}`)).Query.length).toBeLessThanOrEqual(200);
    const one = await search(admin, 'e', '&limit=1');
    for (const group of one.Groups) expect(group.Hits.length).toBeLessThanOrEqual(1);
  });

  it('answers 401 to nobody signed in', async () => {
    expect((await mock.running.client().get('/api/search?q=tiles')).status).toBe(401);
  });
});
