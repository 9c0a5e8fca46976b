import { describe, expect, it, vi } from 'vitest';
import { USER_IDS } from '../../../fixtures/ids';
import { SURVEY_EXAM_IDS, SURVEY_IDS, SURVEY_QUESTION_IDS as Q } from '../../../fixtures/surveys/surveys';
import type { SurveyQuestionStats } from '../../../src/domain/surveys/survey-results';
import type { Survey, SurveyQuestion, SurveySummary } from '../../../src/domain/surveys/survey.entity';
import { useFormsMock } from '../../test-support/forms-test-kit';

const mock = useFormsMock();
const data = () => mock.running.mock.store.data;

interface Exam {
  SurveyExamId: number;
  Answers: Record<string, unknown>;
  Questions: SurveyQuestion[];
  Preview: boolean;
}

/** Everything the feedback survey's required questions need. */
const REQUIRED = { [Q.site]: 1, [Q.organised]: 5, [Q.recommend]: 10 };

describe('surveys: who may call what', () => {
  it('lists the surveys a person manages: Mel her own, Finn none, and a site user is refused', async () => {
    const mel = await mock.as('member@demo.test');
    const mine = (await mel.get('/api/survey/list')).body as SurveySummary[];
    expect(mine.map((s) => [s.Name, s.ResponseCount, s.CanManage])).toEqual([
      ['Site visit feedback', 25, true],
    ]);
    const finn = await mock.as('field@demo.test');
    expect((await finn.get('/api/survey/list')).body).toEqual([]);
    expect((await finn.get(`/api/survey?id=${SURVEY_IDS.feedback}`)).status).toBe(403);
    expect((await finn.get(`/api/surveyresult/list?surveyId=${SURVEY_IDS.feedback}`)).status).toBe(403);
    const site = await mock.as('site@demo.test');
    expect((await site.get('/api/survey/list')).status).toBe(403);
    expect((await site.get(`/api/surveyexam/intro?surveyId=${SURVEY_IDS.feedback}`)).status).toBe(403);
  });

  it('lets a manager given rights manage, and a taker only the teams or people it is shared with', async () => {
    const mel = await mock.as('member@demo.test');
    const users = await mel.post('/api/survey/users', {
      SurveyId: SURVEY_IDS.feedback,
      ManagerUserIds: [USER_IDS.field],
      TakerUserIds: [],
      TakerTeamIds: [10],
    });
    expect(users.status).toBe(200);
    const finn = await mock.as('field@demo.test');
    expect((await finn.get(`/api/survey?id=${SURVEY_IDS.feedback}`)).status).toBe(200);
    // Shared with the Design Team only: Omar (Field Team) may not answer it any more.
    const omar = await mock.as('omar@demo.test');
    const intro = await omar.get(`/api/surveyexam/intro?surveyId=${SURVEY_IDS.feedback}`);
    expect(intro.status).toBe(403);
    expect(intro.body).toEqual({ Message: 'This survey is not shared with you.' });
    // A direct-link user named on the Users page may answer it.
    const dee = await mock.as('direct@demo.test');
    expect((await dee.get(`/api/surveyexam/intro?surveyId=${SURVEY_IDS.feedback}`)).status).toBe(403);
    const named = await mel.post('/api/survey/users', {
      SurveyId: SURVEY_IDS.feedback,
      ManagerUserIds: [],
      TakerUserIds: [USER_IDS.direct],
      TakerTeamIds: [],
    });
    expect(named.status).toBe(200);
    expect((await dee.get(`/api/surveyexam/intro?surveyId=${SURVEY_IDS.feedback}`)).status).toBe(200);
  });

  it("offers the workspace's teams to share a survey with, as the quiz's Users page does (issue 34 follow-up, bug 4)", async () => {
    const mel = await mock.as('member@demo.test');
    const teams = await mel.get(`/api/survey/teams?surveyId=${SURVEY_IDS.feedback}`);
    expect(teams.body).toEqual([
      { ScopeId: 0, Name: 'Everyone in the workspace' },
      { ScopeId: 10, Name: 'Design Team' },
      { ScopeId: 11, Name: 'Field Team' },
    ]);
    const quizTeams = (await mel.get('/api/quizlink/people?quizId=1100')).body as { Teams: unknown };
    expect(quizTeams.Teams).toEqual(teams.body);
    // Shared with the Field Team only: Omar, in it, may answer.
    const saved = await mel.post('/api/survey/users', {
      SurveyId: SURVEY_IDS.feedback,
      ManagerUserIds: [],
      TakerUserIds: [],
      TakerTeamIds: [11],
    });
    expect(saved.status).toBe(200);
    const omar = await mock.as('omar@demo.test');
    expect((await omar.get(`/api/surveyexam/intro?surveyId=${SURVEY_IDS.feedback}`)).status).toBe(200);
    const finn = await mock.as('field@demo.test');
    expect((await finn.get(`/api/survey/teams?surveyId=${SURVEY_IDS.feedback}`)).status).toBe(403);
  });

  it('refuses a deleted or unknown team newly added, and keeps one on the list that was deleted since', async () => {
    const mel = await mock.as('member@demo.test');
    const save = (TakerTeamIds: number[]) =>
      mel.post('/api/survey/users', {
        SurveyId: SURVEY_IDS.feedback,
        ManagerUserIds: [],
        TakerUserIds: [],
        TakerTeamIds,
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
    expect(data().surveys.find((x) => x.SurveyId === SURVEY_IDS.feedback)!.TakerTeamIds).toEqual([10]);
    // Saved again (a person added), the Design Team deleted since stays on the list.
    expect((await save([10, 0])).status).toBe(200);
    expect(data().surveys.find((x) => x.SurveyId === SURVEY_IDS.feedback)!.TakerTeamIds).toEqual([10, 0]);
    const teams = (await mel.get(`/api/survey/teams?surveyId=${SURVEY_IDS.feedback}`)).body as {
      ScopeId: number;
    }[];
    expect(teams.map((t) => t.ScopeId)).toEqual([0]);
  });

  it('refuses to start before the survey opens and after it closes, saying when', async () => {
    const mel = await mock.as('member@demo.test');
    const settings = (OpenFrom: string | null, OpenUntil: string | null) =>
      mel.post('/api/survey/settings', {
        SurveyId: SURVEY_IDS.feedback,
        Settings: { Anonymous: false, OnePerPerson: false, OpenFrom, OpenUntil, OneQuestionPerPage: false },
      });
    expect((await settings('2099-01-01T09:00:00Z', null)).status).toBe(200);
    const finn = await mock.as('field@demo.test');
    const intro = (await finn.get(`/api/surveyexam/intro?surveyId=${SURVEY_IDS.feedback}`)).body;
    expect(intro).toMatchObject({ CanStart: false, Reason: 'This survey opens on 2099-01-01 09:00 UTC.' });
    expect((await finn.post('/api/surveyexam/open', { SurveyId: SURVEY_IDS.feedback })).status).toBe(409);
    expect((await settings(null, '2020-01-01T00:00:00Z')).status).toBe(200);
    const closed = await finn.post('/api/surveyexam/open', { SurveyId: SURVEY_IDS.feedback });
    expect(closed.body).toEqual({ Message: 'This survey closed on 2020-01-01 00:00 UTC.' });
    expect((await settings('2026-05-02T00:00:00Z', '2026-05-01T00:00:00Z')).body).toEqual({
      Message: 'The survey must open before it closes.',
    });
  });
});

describe('responding to a survey', () => {
  it('refuses to submit while a required question is unanswered, naming it, and changes nothing', async () => {
    const finn = await mock.as('field@demo.test');
    const exam = (await finn.post('/api/surveyexam/open', { SurveyId: SURVEY_IDS.feedback })).body as Exam;
    const saved = await finn.post('/api/surveyexam/save', {
      SurveyExamId: exam.SurveyExamId,
      Answers: { [Q.site]: 2 },
    });
    expect((saved.body as Exam).Answers).toEqual({ [Q.site]: 2 });
    const refused = await finn.post('/api/surveyexam/submit', {
      SurveyExamId: exam.SurveyExamId,
      Answers: { [Q.organised]: 4 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      Message:
        'Answer the required question "How likely are you to recommend our site team to a colleague?".',
      QuestionIds: [Q.recommend],
    });
    const stored = data().surveyResponses.find((r) => r.SurveyExamId === exam.SurveyExamId)!;
    expect([stored.Status, stored.Answers]).toEqual(['inProgress', { [Q.site]: 2 }]);
    const done = await finn.post('/api/surveyexam/submit', {
      SurveyExamId: exam.SurveyExamId,
      Answers: { [Q.organised]: 4, [Q.recommend]: 9 },
    });
    expect(done.body).toEqual({
      SurveyExamId: exam.SurveyExamId,
      SurveyId: SURVEY_IDS.feedback,
      ThankYouText: 'Thanks! The site team reads every answer each Friday.',
    });
    expect(
      (await finn.post('/api/surveyexam/save', { SurveyExamId: exam.SurveyExamId, Answers: {} })).body,
    ).toEqual({ Message: 'This response has been submitted already.' });
    // Opening and submitting are in the activity log; the autosave is not.
    const logged = data().activity.filter((e) => e.UserId === USER_IDS.field && e.Area === 'surveys');
    expect(logged.map((e) => e.Action)).toEqual([
      'Opened a response to the survey "Site visit feedback"',
      'Submitted a response to the survey "Site visit feedback"',
    ]);
  });

  it('refuses an answer of the wrong shape and a question of another survey', async () => {
    const finn = await mock.as('field@demo.test');
    const exam = (await finn.post('/api/surveyexam/open', { SurveyId: SURVEY_IDS.feedback })).body as Exam;
    const save = (Answers: unknown) =>
      finn.post('/api/surveyexam/save', { SurveyExamId: exam.SurveyExamId, Answers });
    expect((await save({ [Q.recommend]: 11 })).body).toEqual({
      Message:
        'Answers[12004]: "How likely are you to recommend our site team to a colleague?" takes a whole number from 0 to 10.',
    });
    expect((await save({ [Q.facilities]: { 9: 1 } })).status).toBe(400);
    expect((await save({ [Q.workload]: 3 })).body).toEqual({
      Message: `Answers: there is no question ${Q.workload} in this survey.`,
    });
    expect((await save({ [Q.facilities]: { 1: 4, 3: 2 }, [Q.delays]: [1, 3] })).status).toBe(200);
    // Someone else's response is unknown to Omar.
    const omar = await mock.as('omar@demo.test');
    expect(
      (await omar.post('/api/surveyexam/save', { SurveyExamId: exam.SurveyExamId, Answers: {} })).status,
    ).toBe(404);
  });

  it('resumes the response in progress, and takes one response per person when the survey says so', async () => {
    const lena = await mock.as('lena@demo.test');
    const intro = await lena.get(`/api/surveyexam/intro?surveyId=${SURVEY_IDS.pulse}`);
    expect(intro.body).toMatchObject({
      Anonymous: true,
      CanStart: false,
      AlreadyResponded: true,
      Reason: 'You have already responded to this survey.',
    });
    expect((await lena.post('/api/surveyexam/open', { SurveyId: SURVEY_IDS.pulse })).status).toBe(409);

    const finn = await mock.as('field@demo.test');
    const first = (await finn.post('/api/surveyexam/open', { SurveyId: SURVEY_IDS.pulse })).body as Exam;
    await finn.post('/api/surveyexam/save', {
      SurveyExamId: first.SurveyExamId,
      Answers: { [Q.workload]: 2 },
    });
    const again = (await finn.post('/api/surveyexam/open', { SurveyId: SURVEY_IDS.pulse })).body as Exam;
    expect([again.SurveyExamId, again.Answers]).toEqual([first.SurveyExamId, { [Q.workload]: 2 }]);
    await finn.post('/api/surveyexam/submit', { SurveyExamId: first.SurveyExamId, Answers: {} });
    expect((await finn.post('/api/surveyexam/open', { SurveyId: SURVEY_IDS.pulse })).body).toEqual({
      Message: 'You have already responded to this survey.',
    });
  });

  it('keeps no respondent on an anonymous response, and its report and the results name no one', async () => {
    const finn = await mock.as('field@demo.test');
    const exam = (await finn.post('/api/surveyexam/open', { SurveyId: SURVEY_IDS.pulse })).body as Exam;
    const stored = () => data().surveyResponses.find((r) => r.SurveyExamId === exam.SurveyExamId)!;
    expect(stored().RespondentUserId).toBeNull();
    await finn.post('/api/surveyexam/submit', {
      SurveyExamId: exam.SurveyExamId,
      Answers: { [Q.workload]: 5, [Q.easier]: 'A quieter office.' },
    });
    // Nothing links Finn to his answers once submitted: not the response, not his row, not the log.
    expect(stored()).toMatchObject({ RespondentUserId: null, Status: 'completed' });
    expect(stored().CompletedOn).toMatch(/T00:00:00\.000Z$/);
    const row = data().surveyRespondents.find(
      (r) => r.SurveyId === SURVEY_IDS.pulse && r.UserId === USER_IDS.field,
    );
    expect(row).toEqual({
      SurveyId: SURVEY_IDS.pulse,
      UserId: USER_IDS.field,
      SurveyExamId: null,
      Completed: 1,
    });
    expect(Object.keys(stored()).sort()).toEqual([
      'Answers',
      'CompletedOn',
      'Preview',
      'RespondentUserId',
      'StartedOn',
      'Status',
      'SurveyExamId',
      'SurveyId',
    ]);
    const logged = data().activity.filter((e) => e.Action.includes('Workload pulse'));
    expect(logged.map((e) => [e.UserId, e.UserName])).toEqual([
      [null, 'An anonymous respondent'],
      [null, 'An anonymous respondent'],
    ]);

    // Finn cannot read it back; Ada, who manages the survey, reads it with no name.
    expect((await finn.get(`/api/surveyexam/report?id=${exam.SurveyExamId}`)).status).toBe(404);
    const ada = await mock.as('admin@demo.test');
    const report = await ada.get(`/api/surveyexam/report?id=${exam.SurveyExamId}`);
    expect(report.body).toMatchObject({
      SurveyExamId: exam.SurveyExamId,
      Name: 'Workload pulse',
      RespondentName: null,
      Answers: { [Q.workload]: 5, [Q.easier]: 'A quieter office.' },
    });
    const list = (await ada.get(`/api/surveyresult/list?surveyId=${SURVEY_IDS.pulse}`)).body as {
      RespondentName: string | null;
    }[];
    expect(list).toHaveLength(5);
    expect(list.every((r) => r.RespondentName === null)).toBe(true);
  });

  it('names the respondent of a named survey, who may read their own report', async () => {
    const finnsFirst = SURVEY_EXAM_IDS.firstFeedback + 2;
    const finn = await mock.as('field@demo.test');
    const own = await finn.get(`/api/surveyexam/report?id=${finnsFirst}`);
    // Finn answers it and does not manage it: his report does not link to every response (issue 34 follow-up, bug 1).
    expect(own.body).toMatchObject({
      RespondentName: 'Finn Field',
      Answers: { [Q.site]: 2 },
      CanReadResults: false,
    });
    const mel = await mock.as('member@demo.test');
    const managed = await mel.get(`/api/surveyexam/report?id=${finnsFirst}`);
    expect(managed.body).toMatchObject({ RespondentName: 'Finn Field', CanReadResults: true });
    const list = (await mel.get(`/api/surveyresult/list?surveyId=${SURVEY_IDS.feedback}`)).body as {
      SurveyExamId: number;
      RespondentName: string | null;
      Status: string;
    }[];
    expect(list).toHaveLength(26);
    expect(list[0]).toMatchObject({ RespondentName: 'Ada Admin', Status: 'completed' });
    expect(list.find((r) => r.SurveyExamId === SURVEY_EXAM_IDS.omarInProgress)).toMatchObject({
      RespondentName: 'Omar Haddad',
      Status: 'inProgress',
    });
  });

  it('refuses to make a survey with named responses anonymous', async () => {
    const mel = await mock.as('member@demo.test');
    const reply = await mel.post('/api/survey/settings', {
      SurveyId: SURVEY_IDS.feedback,
      Settings: { Anonymous: true, OnePerPerson: true, OneQuestionPerPage: false },
    });
    expect(reply.status).toBe(409);
    expect(data().surveys.find((s) => s.SurveyId === SURVEY_IDS.feedback)!.Settings.Anonymous).toBe(false);
  });

  it('lets a manager preview without counting it, and drops the preview on submit', async () => {
    const mel = await mock.as('member@demo.test');
    const push = vi.spyOn(mock.running.mock.hub, 'push');
    const preview = (await mel.post('/api/surveyexam/open', { SurveyId: SURVEY_IDS.feedback, Preview: true }))
      .body as Exam;
    expect(preview.Preview).toBe(true);
    await mel.post('/api/surveyexam/submit', { SurveyExamId: preview.SurveyExamId, Answers: REQUIRED });
    expect(data().surveyResponses.some((r) => r.SurveyExamId === preview.SurveyExamId)).toBe(false);
    expect(push).not.toHaveBeenCalled();
    const finn = await mock.as('field@demo.test');
    expect(
      (await finn.post('/api/surveyexam/open', { SurveyId: SURVEY_IDS.feedback, Preview: true })).status,
    ).toBe(403);
  });
});

describe('survey results', () => {
  it('counts the demo survey: 25 responses, NPS 36, ratings averaging 3.88', async () => {
    const mel = await mock.as('member@demo.test');
    const stats = (await mel.get(`/api/surveyresult/questions?surveyId=${SURVEY_IDS.feedback}`))
      .body as SurveyQuestionStats[];
    expect(stats.map((s) => s.QuestionId)).toEqual([
      Q.site,
      Q.delays,
      Q.organised,
      Q.recommend,
      Q.facilities,
      Q.comments,
    ]);
    const of = (id: number) => stats.find((s) => s.QuestionId === id)!;
    expect(of(Q.recommend)).toMatchObject({
      Answered: 25,
      Nps: { Score: 36, Promoters: 14, Passives: 6, Detractors: 5 },
    });
    expect(of(Q.organised).Average).toBe(3.88);
    expect(of(Q.site).Counts.map((c) => c.Count)).toEqual([8, 10, 7]);
    expect(of(Q.comments).TextAnswers).toContain('More parking near gate B, please.');
    expect(of(Q.facilities).Matrix![0]!.Counts.map((c) => c.Count)).toEqual([3, 7, 11, 4]);
  });

  it('counts a new response and tells the online managers, not the respondent', async () => {
    const push = vi.spyOn(mock.running.mock.hub, 'push');
    const finn = await mock.as('field@demo.test');
    const exam = (await finn.post('/api/surveyexam/open', { SurveyId: SURVEY_IDS.feedback })).body as Exam;
    await finn.post('/api/surveyexam/submit', {
      SurveyExamId: exam.SurveyExamId,
      Answers: { ...REQUIRED, [Q.recommend]: 0 },
    });
    const told = push.mock.calls.filter((c) => c[1] === 'surveyResultsChanged');
    // Opened and completed, each to Ada (administrator), Mel (creator) and Lena (manager).
    expect(told.map((c) => c[0]).sort()).toEqual(
      [USER_IDS.admin, USER_IDS.member, USER_IDS.lead, USER_IDS.admin, USER_IDS.member, USER_IDS.lead].sort(),
    );
    expect(told[0]![2]).toEqual({ SurveyId: SURVEY_IDS.feedback });
    const mel = await mock.as('member@demo.test');
    const stats = (await mel.get(`/api/surveyresult/questions?surveyId=${SURVEY_IDS.feedback}`))
      .body as SurveyQuestionStats[];
    // 14 promoters and 6 detractors of 26: (14 - 6) / 26 = 30.8 %.
    expect(stats.find((s) => s.QuestionId === Q.recommend)!.Nps).toEqual({
      Score: 31,
      Promoters: 14,
      Passives: 6,
      Detractors: 6,
    });
  });
});

describe('building a survey', () => {
  it('creates a survey, adds a matrix, keeps its ids on update, reorders, copies and deletes', async () => {
    const mel = await mock.as('member@demo.test');
    const created = (await mel.post('/api/survey/create', { Name: ' Canteen ', Description: 'Lunch' }))
      .body as SurveySummary;
    expect(created).toMatchObject({ Name: 'Canteen', QuestionCount: 0, ResponseCount: 0, CanManage: true });
    const matrix = (
      await mel.post('/api/surveyquestion/create', { SurveyId: created.SurveyId, Type: 'matrix' })
    ).body as SurveyQuestion;
    expect(matrix.Rows.map((r) => r.RowId)).toEqual([1, 2]);
    const text = (await mel.post('/api/surveyquestion/create', { SurveyId: created.SurveyId, Type: 'text' }))
      .body as SurveyQuestion;
    const updated = await mel.post('/api/surveyquestion/update', {
      ...matrix,
      Text: 'Rate the food',
      Required: true,
      Rows: [{ RowId: 2, Text: 'Soup' }, { Text: 'Dessert' }],
    });
    expect(updated.body).toMatchObject({
      Text: 'Rate the food',
      Required: true,
      Rows: [
        { RowId: 2, Text: 'Soup' },
        { RowId: 3, Text: 'Dessert' },
      ],
    });
    // An id the question does not have is the editor's numbering of a new row.
    const tea = await mel.post('/api/surveyquestion/update', {
      ...matrix,
      Rows: [
        { RowId: 2, Text: 'Soup' },
        { RowId: 7, Text: 'Tea' },
      ],
    });
    expect((tea.body as SurveyQuestion).Rows).toEqual([
      { RowId: 2, Text: 'Soup' },
      { RowId: 4, Text: 'Tea' },
    ]);
    expect(
      (
        await mel.post('/api/surveyquestion/update', {
          ...matrix,
          Rows: [
            { RowId: 2, Text: 'Soup' },
            { RowId: 2, Text: 'Tea' },
          ],
        })
      ).body,
    ).toEqual({ Message: 'Rows: 2 is listed twice.' });
    expect((await mel.post('/api/surveyquestion/update', { ...matrix, Rows: [] })).body).toEqual({
      Message: 'A matrix needs at least one row.',
    });
    const reordered = (
      await mel.post('/api/survey/reorder', {
        SurveyId: created.SurveyId,
        QuestionIds: [text.QuestionId, matrix.QuestionId],
      })
    ).body as Survey;
    expect(reordered.Questions.map((q) => q.Type)).toEqual(['text', 'matrix']);
    const copy = (await mel.post('/api/survey/copy', { SurveyId: created.SurveyId })).body as SurveySummary;
    expect(copy).toMatchObject({ Name: 'Copy of Canteen', QuestionCount: 2 });
    expect((await mel.post('/api/survey/delete', { SurveyId: created.SurveyId })).status).toBe(200);
    expect((await mel.get(`/api/survey?id=${created.SurveyId}`)).status).toBe(404);
    expect(data().surveyQuestions.some((q) => q.SurveyId === created.SurveyId)).toBe(false);
    const logged = data().activity.filter((e) => e.Area === 'surveys' && e.UserId === USER_IDS.member);
    expect(logged.map((e) => e.Action)).toEqual(
      expect.arrayContaining([
        'Created the survey "Canteen"',
        'Changed the question "Rate the food" of the survey "Canteen"',
        'Copied the survey "Canteen" as "Copy of Canteen"',
        'Deleted the survey "Canteen" with its responses',
      ]),
    );
  });

  it('never gives a new option the id of a deleted one that answers still name', async () => {
    const mel = await mock.as('member@demo.test');
    const site = data().surveyQuestions.find((q) => q.QuestionId === Q.site)!;
    // "Warehouse move" (option 3, chosen 7 times) is deleted; later the editor numbers a new option 3.
    const kept = site.Options.slice(0, 2);
    expect((await mel.post('/api/surveyquestion/update', { ...site, Options: kept })).status).toBe(200);
    const reply = await mel.post('/api/surveyquestion/update', {
      ...site,
      Options: [...kept, { OptionId: 3, Text: 'Depot extension' }],
    });
    expect((reply.body as SurveyQuestion).Options.map((o) => [o.OptionId, o.Text])).toEqual([
      [1, 'Office renovation'],
      [2, 'Bridge inspection'],
      [4, 'Depot extension'],
    ]);
    const stats = (await mel.get(`/api/surveyresult/questions?surveyId=${SURVEY_IDS.feedback}`))
      .body as SurveyQuestionStats[];
    const counts = stats.find((s) => s.QuestionId === Q.site)!;
    expect(counts.Counts.map((c) => [c.Label, c.Count])).toEqual([
      ['Office renovation', 8],
      ['Bridge inspection', 10],
      ['Depot extension', 0],
    ]);
    expect(counts.Answered).toBe(18);
  });
});
