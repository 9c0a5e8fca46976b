import { describe, expect, it } from 'vitest';
import { NOTE_CATEGORY_IDS, PROJECT_IDS, PROJECT_NOTE_IDS } from '../../../fixtures/ids';
import { NoteAccessMessage } from '../../../src/domain/access/note-access.policy';
import {
  NOTE_TEXT_MAX,
  NoteMessage,
  type NoteCategory,
  type ProjectNote,
} from '../../../src/domain/projects/project-note.entity';
import { useFormsMock } from '../../test-support/forms-test-kit';

const mock = useFormsMock();
const office = PROJECT_IDS.officeRenovation;
const notesOf = async (email: string, projectId = office) =>
  (await (await mock.as(email)).get(`/api/projectnote/list?projectId=${projectId}`)).body as ProjectNote[];

describe('project notes (issue 35)', () => {
  it('lists a project’s notes newest first, with category, author and whether the caller may change each', async () => {
    const asAdmin = await notesOf('admin@demo.test');
    expect(asAdmin.map((n) => [n.NoteId, n.CategoryName, n.AuthorName, n.CanChange])).toEqual([
      [PROJECT_NOTE_IDS.memberCall, 'Client call', 'Mel Member', true],
      [PROJECT_NOTE_IDS.permit, 'Risk', 'Ada Admin', true],
      [PROJECT_NOTE_IDS.kickoff, 'Decision', 'Ada Admin', true],
    ]);
    // The member changes only their own note; line breaks come back as written.
    const asMember = await notesOf('member@demo.test');
    expect(asMember.map((n) => n.CanChange)).toEqual([true, false, false]);
    expect(asMember[2].Text).toContain('\nThe ground floor');
  });

  it('writes for whoever may edit the project; changes only by the author or an administrator', async () => {
    const member = await mock.as('member@demo.test');
    const created = await member.post('/api/projectnote/create', {
      ProjectId: office,
      CategoryId: NOTE_CATEGORY_IDS.risk,
      Text: 'Lift out of order\nuntil Friday.',
    });
    expect(created.status).toBe(200);
    const note = created.body as ProjectNote;
    expect(note).toMatchObject({ CategoryName: 'Risk', AuthorName: 'Mel Member', CanChange: true });
    const updated = await member.post('/api/projectnote/update', {
      NoteId: note.NoteId,
      CategoryId: null,
      Text: 'Lift fixed.',
    });
    expect(updated.body).toMatchObject({ CategoryId: null, CategoryName: null, Text: 'Lift fixed.' });

    const others = await member.post('/api/projectnote/update', {
      NoteId: PROJECT_NOTE_IDS.kickoff,
      Text: 'Not mine',
    });
    expect([others.status, others.body]).toEqual([403, { Message: NoteAccessMessage.change }]);
    // The field user cannot open the project: neither read nor write.
    const field = await mock.as('field@demo.test');
    expect((await field.get(`/api/projectnote/list?projectId=${office}`)).status).toBe(403);
    expect((await field.post('/api/projectnote/delete', { NoteId: note.NoteId })).status).toBe(403);
    // The administrator may delete anyone's note; a deleted note is a 404 after.
    const admin = await mock.as('admin@demo.test');
    expect((await admin.post('/api/projectnote/delete', { NoteId: note.NoteId })).status).toBe(200);
    const again = await admin.post('/api/projectnote/delete', { NoteId: note.NoteId });
    expect([again.status, again.body]).toEqual([404, { Message: NoteMessage.noteGone }]);
  });

  it('refuses blank, too long, control-character text and a category of no one’s', async () => {
    const admin = await mock.as('admin@demo.test');
    const create = (body: Record<string, unknown>) =>
      admin.post('/api/projectnote/create', { ProjectId: office, ...body });
    expect((await create({ Text: '   ' })).status).toBe(400);
    expect((await create({ Text: 'x'.repeat(NOTE_TEXT_MAX + 1) })).status).toBe(400);
    expect((await create({ Text: 'bell\u0007' })).status).toBe(400);
    expect((await create({ Text: { html: '<b>' } })).status).toBe(400);
    const stranger = await create({ Text: 'ok', CategoryId: 999_999 });
    expect([stranger.status, stranger.body]).toEqual([400, { Message: NoteMessage.categoryGone }]);
    expect((await create({ Text: 'x'.repeat(NOTE_TEXT_MAX) })).status).toBe(200);
    // HTML is kept as text, never interpreted.
    const html = await create({ Text: '<img src=x onerror=alert(1)>' });
    expect((html.body as ProjectNote).Text).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('note categories (issue 35)', () => {
  const list = async () =>
    (await (await mock.as('admin@demo.test')).get('/api/notecategory/list')).body as NoteCategory[];

  it('lists by name with how many notes each holds; administrators create, rename and delete', async () => {
    expect((await list()).map((c) => [c.Name, c.NoteCount])).toEqual([
      ['Client call', 1],
      ['Decision', 1],
      ['Risk', 1],
    ]);
    const admin = await mock.as('admin@demo.test');
    const created = await admin.post('/api/notecategory/create', { Name: '  Permits ' });
    expect(created.body).toMatchObject({ Name: 'Permits', NoteCount: 0 });
    const taken = await admin.post('/api/notecategory/create', { Name: 'risk' });
    expect([taken.status, taken.body]).toEqual([400, { Message: NoteMessage.categoryNameTaken }]);
    const renamed = await admin.post('/api/notecategory/update', {
      CategoryId: NOTE_CATEGORY_IDS.risk,
      Name: 'Risks',
    });
    expect(renamed.body).toMatchObject({ Name: 'Risks', NoteCount: 1 });

    // Deleting a category in use leaves its notes, without a category.
    expect(
      (await admin.post('/api/notecategory/delete', { CategoryId: NOTE_CATEGORY_IDS.risk })).status,
    ).toBe(200);
    const permit = (await notesOf('admin@demo.test')).find((n) => n.NoteId === PROJECT_NOTE_IDS.permit);
    expect(permit).toMatchObject({ CategoryId: null, CategoryName: null });
    expect((await list()).map((c) => c.Name)).toEqual(['Client call', 'Decision', 'Permits']);
  });

  it('lets every workspace user read them and only administrators change them', async () => {
    const member = await mock.as('member@demo.test');
    expect((await member.get('/api/notecategory/list')).status).toBe(200);
    const refused = await member.post('/api/notecategory/create', { Name: 'Mine' });
    expect([refused.status, refused.body]).toEqual([403, { Message: NoteAccessMessage.categories }]);
    expect((await (await mock.as('site@demo.test')).get('/api/notecategory/list')).status).toBe(403);
  });
});
