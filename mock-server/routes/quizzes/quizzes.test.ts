import { describe, expect, it } from 'vitest';
import { QUIZ_EXAM_IDS, QUIZ_IDS, QUIZ_QUESTION_IDS as Q } from '../../../fixtures/quizzes/quizzes';
import type { TakerExam, TakerReport } from '../../../src/domain/quizzes/quiz-taker-view';
import type { QuizQuestion } from '../../../src/domain/quizzes/quiz.entity';
import { useFormsMock } from '../../test-support/forms-test-kit';

const mock = useFormsMock();
const clock = () => mock.running.mock.clock;

/** Every name and value of the safety quiz's answer key and explanations. */
const KEY = [
  'IsCorrect',
  'CorrectBoolean',
  'AcceptedAnswers',
  'CaseSensitive',
  'CorrectNumber',
  'Tolerance',
  'Explanation',
  'CO2',
  'Carbon dioxide',
  'White marks supervisors',
  'near-miss report',
];

const expectNoKey = (body: unknown) => {
  const json = JSON.stringify(body);
  for (const word of KEY) expect(json, `the exam answer holds "${word}"`).not.toContain(word);
};

describe('taking a quiz', () => {
  it('never sends the answer key or an explanation before submission', async () => {
    const mel = await mock.as('member@demo.test');
    const intro = await mel.get(`/api/quizexam/intro?quizId=${QUIZ_IDS.safety}`);
    expect(intro.status).toBe(200);
    expectNoKey(intro.body);
    const opened = await mel.post('/api/quizexam/open', { QuizId: QUIZ_IDS.safety });
    expect(opened.status).toBe(200);
    const exam = opened.body as TakerExam;
    expect(exam.Questions).toHaveLength(6);
    expectNoKey(exam);
    const saved = await mel.post('/api/quizexam/save', {
      QuizExamId: exam.QuizExamId,
      Answers: { [Q.helmet]: 2, [Q.extinguisher]: 'not sure' },
    });
    expect(saved.status).toBe(200);
    expectNoKey(saved.body);
    expectNoKey((await mel.post('/api/quizexam/open', { QuizId: QUIZ_IDS.safety })).body);
    // The report is the first answer that may hold the key (this quiz shows it after each attempt).
    const report = (await mel.post('/api/quizexam/submit', { QuizExamId: exam.QuizExamId }))
      .body as TakerReport;
    expect(report.AnswersShown).toBe(true);
    expect(JSON.stringify(report)).toContain('White marks supervisors');
  });

  it('resumes the attempt with the same deadline, and its time left follows the server clock', async () => {
    const omar = await mock.as('omar@demo.test');
    const first = (await omar.post('/api/quizexam/open', { QuizId: QUIZ_IDS.safety })).body as TakerExam;
    await omar.post('/api/quizexam/save', { QuizExamId: first.QuizExamId, Answers: { [Q.ladder]: true } });
    clock().advance(60_000);
    const again = (await omar.post('/api/quizexam/open', { QuizId: QUIZ_IDS.safety })).body as TakerExam;
    expect(again.QuizExamId).toBe(first.QuizExamId);
    expect(again.Deadline).toBe(first.Deadline);
    expect(15 * 60 - first.SecondsLeft!).toBeLessThanOrEqual(1);
    // A second of real time may pass between the calls; the minute moved is the server's.
    expect(14 * 60 - again.SecondsLeft!).toBeLessThanOrEqual(1);
    expect(again.Answers).toEqual({ [Q.ladder]: true });
  });

  it('refuses answers after the deadline and its grace, submitting what was saved', async () => {
    const omar = await mock.as('omar@demo.test');
    const exam = (await omar.post('/api/quizexam/open', { QuizId: QUIZ_IDS.safety })).body as TakerExam;
    await omar.post('/api/quizexam/save', { QuizExamId: exam.QuizExamId, Answers: { [Q.ladder]: true } });
    clock().advance(15 * 60_000 + 20_000);
    // Within the 30-second grace: still taken.
    expect(
      (await omar.post('/api/quizexam/save', { QuizExamId: exam.QuizExamId, Answers: { [Q.helmet]: 2 } }))
        .status,
    ).toBe(200);
    clock().advance(15_000);
    const late = await omar.post('/api/quizexam/save', {
      QuizExamId: exam.QuizExamId,
      Answers: { [Q.scaffold]: 25 },
    });
    expect(late.status).toBe(409);
    expect((late.body as { Message: string }).Message).toBe(
      'Time is up: your attempt was submitted with the answers saved before the deadline.',
    );
    const report = (await omar.get(`/api/quizexam/report?id=${exam.QuizExamId}`)).body as TakerReport;
    expect(report.AutoSubmitted).toBe(true);
    expect(
      report.Questions.filter((x) => x.Answer !== null)
        .map((x) => x.QuestionId)
        .sort(),
    ).toEqual([Q.helmet, Q.ladder]);
    expect(report.Score).toBe(2);
  });

  it('refuses an answer that does not fit its question, and another taker’s attempt', async () => {
    const omar = await mock.as('omar@demo.test');
    const exam = (await omar.post('/api/quizexam/open', { QuizId: QUIZ_IDS.safety })).body as TakerExam;
    const wrong = await omar.post('/api/quizexam/save', {
      QuizExamId: exam.QuizExamId,
      Answers: { [Q.helmet]: 99 },
    });
    expect(wrong.status).toBe(400);
    const lena = await mock.as('lena@demo.test');
    expect((await lena.post('/api/quizexam/save', { QuizExamId: exam.QuizExamId, Answers: {} })).status).toBe(
      404,
    );
  });

  it('stops at the attempts allowed', async () => {
    const finn = await mock.as('field@demo.test');
    const exam = (await finn.post('/api/quizexam/open', { QuizId: QUIZ_IDS.safety })).body as TakerExam;
    await finn.post('/api/quizexam/submit', { QuizExamId: exam.QuizExamId });
    const third = await finn.post('/api/quizexam/open', { QuizId: QUIZ_IDS.safety });
    expect(third.status).toBe(409);
    expect((third.body as { Message: string }).Message).toBe('You have used all your attempts at this quiz.');
  });
});

describe('authoring', () => {
  it('builds a quiz: create, add questions of three types, reorder, settings, copy, delete', async () => {
    const mel = await mock.as('member@demo.test');
    const quiz = (await mel.post('/api/quiz/create', { Name: ' Induction ' })).body as {
      QuizId: number;
      Name: string;
    };
    expect(quiz.Name).toBe('Induction');
    const add = async (Type: string, Text: string) =>
      (await mel.post('/api/quizquestion/create', { QuizId: quiz.QuizId, Type, Text })).body as QuizQuestion;
    const single = await add('single', 'Pick one');
    const text = await add('text', 'Name the site');
    const number = await add('number', 'How many exits?');
    const updated = await mel.post('/api/quizquestion/update', {
      ...number,
      CorrectNumber: 4,
      Tolerance: 0,
    });
    expect(updated.status).toBe(200);
    const bad = await mel.post('/api/quizquestion/update', {
      ...single,
      Options: single.Options.map((o) => ({ ...o, IsCorrect: false })),
    });
    expect((bad.body as { Message: string }).Message).toBe(
      'A single-choice question needs exactly one correct option.',
    );
    const reordered = await mel.post('/api/quiz/reorder', {
      QuizId: quiz.QuizId,
      QuestionIds: [number.QuestionId, single.QuestionId, text.QuestionId],
    });
    expect((reordered.body as { Questions: QuizQuestion[] }).Questions.map((x) => x.Text)).toEqual([
      'How many exits?',
      'Pick one',
      'Name the site',
    ]);
    const settings = await mel.post('/api/quiz/settings', {
      QuizId: quiz.QuizId,
      TimeLimitMinutes: 2,
      AttemptsAllowed: 1,
      PassMarkPercent: 70,
      ShuffleQuestions: false,
      ShuffleOptions: true,
      ShowAnswers: 'afterClose',
      OneQuestionPerPage: false,
      OpenFrom: '2026-05-02T09:00:00Z',
      OpenUntil: '2026-05-01T09:00:00Z',
    });
    expect((settings.body as { Message: string }).Message).toBe('The quiz must open before it closes.');
    const copy = (await mel.post('/api/quiz/copy', { QuizId: quiz.QuizId })).body as {
      QuizId: number;
      Name: string;
      QuestionCount: number;
    };
    expect([copy.Name, copy.QuestionCount]).toEqual(['Copy of Induction', 3]);
    expect((await mel.post('/api/quiz/delete', { QuizId: copy.QuizId })).status).toBe(200);
    expect((await mel.get(`/api/quiz?id=${copy.QuizId}`)).status).toBe(404);
  });

  it('lets the creator, administrators and users given manage rights manage, and no one else', async () => {
    const mel = await mock.as('member@demo.test');
    const finn = await mock.as('field@demo.test');
    const ada = await mock.as('admin@demo.test');
    expect((await mel.get(`/api/quiz?id=${QUIZ_IDS.bridge}`)).status).toBe(403);
    expect((await finn.get(`/api/quiz?id=${QUIZ_IDS.bridge}`)).status).toBe(200);
    expect((await ada.get(`/api/quiz?id=${QUIZ_IDS.safety}`)).status).toBe(200);
    expect((await finn.get(`/api/quiz?id=${QUIZ_IDS.safety}`)).status).toBe(403);
    const list = (await mel.get('/api/quiz/list')).body as { Name: string }[];
    expect(list.map((x) => x.Name)).toEqual(['Site safety basics']);
    const given = await mel.post('/api/quiz/users', {
      QuizId: QUIZ_IDS.safety,
      ManagerIds: [5],
      TakerUserIds: [],
      TakerScopeIds: [0],
    });
    expect(given.status).toBe(200);
    expect((await finn.get(`/api/quiz?id=${QUIZ_IDS.safety}`)).status).toBe(200);
  });

  it('refuses a deleted or unknown team newly added, and keeps one on the list that was deleted since', async () => {
    const mel = await mock.as('member@demo.test');
    const data = () => mock.running.mock.store.data;
    const save = (TakerScopeIds: number[]) =>
      mel.post('/api/quiz/users', {
        QuizId: QUIZ_IDS.safety,
        ManagerIds: [],
        TakerUserIds: [],
        TakerScopeIds,
      });
    expect((await save([10])).status).toBe(200);
    for (const id of [10, 11]) data().scopes.find((s) => s.id === id)!.deleted = true;
    const refused = await save([10, 11]);
    expect([refused.status, refused.body]).toEqual([
      400,
      { Message: 'The team "Field Team" was deleted: it can no longer be given access.' },
    ]);
    const unknown = await save([10, 999]);
    expect([unknown.status, unknown.body]).toEqual([
      400,
      { Message: 'There is no team 999 in this workspace.' },
    ]);
    expect(data().quizzes.find((x) => x.QuizId === QUIZ_IDS.safety)!.TakerScopeIds).toEqual([10]);
    expect((await save([10, 0])).status).toBe(200);
    expect(data().quizzes.find((x) => x.QuizId === QUIZ_IDS.safety)!.TakerScopeIds).toEqual([10, 0]);
    const people = (await mel.get(`/api/quizlink/people?quizId=${QUIZ_IDS.safety}`)).body as {
      Teams: { ScopeId: number }[];
    };
    expect(people.Teams.map((t) => t.ScopeId)).toEqual([0]);
  });
});

describe('results', () => {
  it('lists attempts, grades a text answer by hand with a log entry, and counts answers per question', async () => {
    const mel = await mock.as('member@demo.test');
    const list = (await mel.get(`/api/quizresult/list?quizId=${QUIZ_IDS.safety}`)).body as {
      Attempts: { QuizExamId: number; Status: string }[];
    };
    expect(list.Attempts.find((a) => a.QuizExamId === QUIZ_EXAM_IDS.lena)!.Status).toBe('needsGrading');
    const graded = await mel.post('/api/quizresult/grade', {
      QuizExamId: QUIZ_EXAM_IDS.lena,
      QuestionId: Q.nearMiss,
      Points: 3,
    });
    expect(graded.status).toBe(200);
    expect((graded.body as { Attempt: { Status: string; Score: number } }).Attempt).toMatchObject({
      Status: 'passed',
      Score: 6,
    });
    const tooMany = await mel.post('/api/quizresult/grade', {
      QuizExamId: QUIZ_EXAM_IDS.lena,
      QuestionId: Q.nearMiss,
      Points: 4,
    });
    expect(tooMany.status).toBe(400);
    const overridden = await mel.post('/api/quizresult/override', {
      QuizExamId: QUIZ_EXAM_IDS.priya,
      Score: 5,
    });
    expect((overridden.body as { Attempt: { Score: number; Overridden: boolean } }).Attempt).toMatchObject({
      Score: 5,
      Overridden: true,
    });
    const log = mock.running.mock.store.data.activity.slice(-2).map((e) => e.Action);
    expect(log).toEqual([
      'Graded "Describe what you do after a near miss." in Lena Novak\'s attempt at "Site safety basics": 3 of 3 points',
      'Set the score of Priya Patel\'s attempt at "Site safety basics" to 5',
    ]);
    const stats = (await mel.get(`/api/quizresult/questions?quizId=${QUIZ_IDS.safety}`)).body as {
      Questions: { PercentCorrect: number }[];
    };
    expect(stats.Questions).toHaveLength(6);
    const finn = await mock.as('field@demo.test');
    expect((await finn.get(`/api/quizresult/list?quizId=${QUIZ_IDS.safety}`)).status).toBe(403);
  });
});
