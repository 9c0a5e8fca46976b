import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_IDS, USER_EMAILS, USER_IDS } from '../../../fixtures/ids';
import { FORMER_MEMBER } from '../../../src/domain/account/profile.entity';
import { startMailingMock, type MailingMock } from '../../test-support/mailing-mock';

let mailing: MailingMock;
beforeAll(async () => {
  mailing = await startMailingMock();
});
afterAll(() => mailing.stop());

type Named = { TaskId?: number; NoteId?: number; CreatorName?: string; AuthorName?: string };

describe('records of a user whose account is gone', { timeout: 30_000 }, () => {
  it('name them "A former member" where they named the user, and nobody where they named no one', async () => {
    const { store } = mailing.running.mock;
    const memberTasks = store.data.tasks.filter((t) => t.createdBy === USER_IDS.member).map((t) => t.TaskId);
    expect(memberTasks.length).toBeGreaterThan(0);
    const ada = mailing.running.client();
    await ada.login(USER_EMAILS.admin);
    const tasksBefore = (await ada.get('/api/task/list?page=0&size=200')).body as { Tasks: Named[] };
    const before = tasksBefore.Tasks.filter((t) => memberTasks.includes(t.TaskId!));
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((t) => t.CreatorName === 'Mel Member')).toBe(true);

    expect((await ada.post('/api/usersetup/delete', { UserId: USER_IDS.member })).status).toBe(200);

    const tasks = ((await ada.get('/api/task/list?page=0&size=200')).body as { Tasks: Named[] }).Tasks;
    const after = tasks.filter((t) => memberTasks.includes(t.TaskId!));
    expect(after.map((t) => t.CreatorName)).toEqual(before.map(() => FORMER_MEMBER));
    // Everyone else's tasks keep their creators' names.
    expect(
      tasks.filter((t) => !memberTasks.includes(t.TaskId!)).every((t) => t.CreatorName !== FORMER_MEMBER),
    ).toBe(true);
    const notes = (await ada.get(`/api/projectnote/list?projectId=${PROJECT_IDS.officeRenovation}`))
      .body as Named[];
    const memberNote = store.data.projectNotes.find((n) => n.authorId === USER_IDS.member)!;
    expect(notes.find((n) => n.NoteId === memberNote.NoteId)?.AuthorName).toBe(FORMER_MEMBER);
    // A quiz the member made, which the administrator manages.
    const memberQuiz = store.data.quizzes.find((quiz) => quiz.CreatedBy === USER_IDS.member)!;
    const quizzes = (await ada.get('/api/quiz/list')).body as Array<{
      QuizId: number;
      CreatedByName: string;
    }>;
    expect(quizzes.find((quiz) => quiz.QuizId === memberQuiz.QuizId)?.CreatedByName).toBe(FORMER_MEMBER);
  });
});
