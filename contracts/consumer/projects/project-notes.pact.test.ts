import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { NOTE_CATEGORY_IDS, PROJECT_IDS, PROJECT_NOTE_IDS } from '../../../fixtures/ids';
import {
  HttpNoteCategoryGateway,
  HttpProjectNoteGateway,
} from '../../../src/adapters/http/project-note-gateway.http';
import { DEMO_DATA, id, idText } from '../demo-ids';
import {
  ADMIN,
  MEMBER,
  adminHeaders,
  adminPostHeaders,
  getHeaders,
  gridworkPact,
  httpClientFor,
  postHeaders,
  signedIn,
} from '../pact-support';

const { eachLike, integer, like, string, boolean, datetime, nullValue } = MatchersV3;
const ISO = "yyyy-MM-dd'T'HH:mm:ss.SSSX";

const note = (overrides: Record<string, unknown> = {}) => ({
  NoteId: integer(PROJECT_NOTE_IDS.memberCall),
  ProjectId: integer(PROJECT_IDS.officeRenovation),
  CategoryId: integer(NOTE_CATEGORY_IDS.clientCall),
  CategoryName: string('Client call'),
  Text: string('Client asked for a quieter schedule in the mornings.'),
  AuthorName: string('Mel Member'),
  CreatedOn: datetime(ISO, '2024-04-06T10:30:00.000Z'),
  UpdatedOn: datetime(ISO, '2024-04-06T10:30:00.000Z'),
  CanChange: boolean(true),
  ...overrides,
});
const category = (overrides: Record<string, unknown> = {}) => ({
  CategoryId: integer(NOTE_CATEGORY_IDS.risk),
  Name: string('Risk'),
  NoteCount: integer(1),
  ...overrides,
});
const notesAs = (url: string, uid: number) => new HttpProjectNoteGateway(httpClientFor(url, uid).http);
const categories = (url: string) => new HttpNoteCategoryGateway(httpClientFor(url, ADMIN).http);

describe('project note calls (issue 35)', () => {
  it('lists a project’s notes, each saying whether the caller may change it', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the notes of project 100')
      .withRequest({
        method: 'GET',
        path: '/api/projectnote/list',
        query: { projectId: idText('Project', 'officeRenovation') },
        headers: getHeaders(MEMBER),
      })
      .willRespondWith({ status: 200, body: eachLike(note()) });
    await pact.executeTest(async (server) => {
      expect(await notesAs(server.url, MEMBER).list(PROJECT_IDS.officeRenovation)).toMatchObject({
        ok: true,
        data: [{ NoteId: PROJECT_NOTE_IDS.memberCall, AuthorName: 'Mel Member', CanChange: true }],
      });
    });
  });

  it('adds a note in a category', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to add a note to project 100')
      .withRequest({
        method: 'POST',
        path: '/api/projectnote/create',
        headers: postHeaders(MEMBER),
        body: {
          ProjectId: id('Project', 'officeRenovation'),
          Text: 'Lift out of order\nuntil Friday.',
          CategoryId: id('NoteCategory', 'risk'),
        },
      })
      .willRespondWith({
        status: 200,
        body: like(
          note({
            NoteId: integer(793),
            CategoryId: integer(NOTE_CATEGORY_IDS.risk),
            CategoryName: string('Risk'),
            Text: string('Lift out of order\nuntil Friday.'),
          }),
        ),
      });
    await pact.executeTest(async (server) => {
      const result = await notesAs(server.url, MEMBER).create(PROJECT_IDS.officeRenovation, {
        Text: 'Lift out of order\nuntil Friday.',
        CategoryId: NOTE_CATEGORY_IDS.risk,
      });
      expect(result).toMatchObject({ ok: true, data: { NoteId: 793, CategoryName: 'Risk' } });
    });
  });

  it('changes a note’s text and takes it out of its category', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request to change note 790')
      .withRequest({
        method: 'POST',
        path: '/api/projectnote/update',
        headers: adminPostHeaders,
        body: { NoteId: id('ProjectNote', 'kickoff'), Text: 'Kick-off moved to May.', CategoryId: null },
      })
      .willRespondWith({
        status: 200,
        body: like(
          note({
            NoteId: integer(PROJECT_NOTE_IDS.kickoff),
            CategoryId: nullValue(),
            CategoryName: nullValue(),
            Text: string('Kick-off moved to May.'),
            AuthorName: string('Ada Admin'),
          }),
        ),
      });
    await pact.executeTest(async (server) => {
      const result = await notesAs(server.url, ADMIN).update(PROJECT_NOTE_IDS.kickoff, {
        Text: 'Kick-off moved to May.',
        CategoryId: null,
      });
      expect(result).toMatchObject({ ok: true, data: { CategoryId: null, CategoryName: null } });
    });
  });

  it('deletes a note', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request to delete note 791')
      .withRequest({
        method: 'POST',
        path: '/api/projectnote/delete',
        headers: adminPostHeaders,
        body: { NoteId: id('ProjectNote', 'permit') },
      })
      .willRespondWith({ status: 200 });
    await pact.executeTest(async (server) => {
      expect((await notesAs(server.url, ADMIN).remove(PROJECT_NOTE_IDS.permit)).ok).toBe(true);
    });
  });

  it('is refused changing someone else’s note', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving("a member's request to change the administrator's note 790")
      .withRequest({
        method: 'POST',
        path: '/api/projectnote/update',
        headers: postHeaders(MEMBER),
        body: { NoteId: id('ProjectNote', 'kickoff'), Text: 'Mine now', CategoryId: null },
      })
      .willRespondWith({
        status: 403,
        body: { Message: string('Only its author or a workspace administrator can change this note.') },
      });
    await pact.executeTest(async (server) => {
      const result = await notesAs(server.url, MEMBER).update(PROJECT_NOTE_IDS.kickoff, {
        Text: 'Mine now',
        CategoryId: null,
      });
      expect(result).toMatchObject({ ok: false, failure: { kind: 'status', status: 403 } });
    });
  });
});

describe('note category calls (issue 35)', () => {
  it('lists the categories with how many notes each holds', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for the note category list')
      .withRequest({ method: 'GET', path: '/api/notecategory/list', headers: adminHeaders })
      .willRespondWith({ status: 200, body: eachLike(category()) });
    await pact.executeTest(async (server) => {
      expect(await categories(server.url).list()).toMatchObject({
        ok: true,
        data: [{ CategoryId: NOTE_CATEGORY_IDS.risk, Name: 'Risk', NoteCount: 1 }],
      });
    });
  });

  it('reads one category', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request for note category 781')
      .withRequest({
        method: 'GET',
        path: '/api/notecategory',
        query: { id: idText('NoteCategory', 'risk') },
        headers: adminHeaders,
      })
      .willRespondWith({ status: 200, body: like(category()) });
    await pact.executeTest(async (server) => {
      expect(await categories(server.url).get(NOTE_CATEGORY_IDS.risk)).toMatchObject({
        ok: true,
        data: { Name: 'Risk' },
      });
    });
  });

  it('creates a category', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request to create the note category Permits')
      .withRequest({
        method: 'POST',
        path: '/api/notecategory/create',
        headers: adminPostHeaders,
        body: { Name: 'Permits' },
      })
      .willRespondWith({
        status: 200,
        body: like(category({ CategoryId: integer(783), Name: string('Permits'), NoteCount: integer(0) })),
      });
    await pact.executeTest(async (server) => {
      expect(await categories(server.url).create('Permits')).toMatchObject({
        ok: true,
        data: { Name: 'Permits', NoteCount: 0 },
      });
    });
  });

  it('renames a category', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request to rename note category 781')
      .withRequest({
        method: 'POST',
        path: '/api/notecategory/update',
        headers: adminPostHeaders,
        body: { CategoryId: id('NoteCategory', 'risk'), Name: 'Risks' },
      })
      .willRespondWith({ status: 200, body: like(category({ Name: string('Risks') })) });
    await pact.executeTest(async (server) => {
      expect(await categories(server.url).rename(NOTE_CATEGORY_IDS.risk, 'Risks')).toMatchObject({
        ok: true,
        data: { Name: 'Risks' },
      });
    });
  });

  it('deletes a category, its notes kept without one', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request to delete note category 781')
      .withRequest({
        method: 'POST',
        path: '/api/notecategory/delete',
        headers: adminPostHeaders,
        body: { CategoryId: id('NoteCategory', 'risk') },
      })
      .willRespondWith({ status: 200 });
    await pact.executeTest(async (server) => {
      expect((await categories(server.url).remove(NOTE_CATEGORY_IDS.risk)).ok).toBe(true);
    });
  });
});
