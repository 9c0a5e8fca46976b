import { describe, expect, it } from 'vitest';
import { linkSessionEndedPath, linkVisitOf, type LinkVisit } from './link-session';

const quiz: LinkVisit = { module: 'quiz', id: 1100, hash: 'a+b/c' };
const survey: LinkVisit = { module: 'survey', id: 1200, hash: 'h' };

describe("a link visitor's ended session (issue 34 follow-up, bug 2)", () => {
  it("leads from the quiz's or survey's own pages back to its link's sign-in page", () => {
    const back = '/modules/quiz/login/1100?h=a%2Bb%2Fc&expired=1';
    expect(linkSessionEndedPath('/modules/quiz/getExam/1100', quiz)).toBe(back);
    expect(linkSessionEndedPath('/modules/quiz/exam?quizId=1100', quiz)).toBe(back);
    expect(linkSessionEndedPath('/modules/quiz/exam/pre?quizId=1100', quiz)).toBe(back);
    expect(linkSessionEndedPath('/modules/quiz/exam/report/1100', quiz)).toBe(back);
    expect(linkSessionEndedPath('/modules/survey/exam/completed?surveyId=1200', survey)).toBe(
      '/modules/survey/login/1200?h=h&expired=1',
    );
  });

  it('leaves any other page, another quiz, the other module and a browser with no visit alone', () => {
    expect(linkSessionEndedPath('/modules/quiz/getExam/1101', quiz)).toBeNull();
    expect(linkSessionEndedPath('/modules/quiz/results/1100', quiz)).toBeNull();
    expect(linkSessionEndedPath('/modules/survey/getExam/1100', quiz)).toBeNull();
    expect(linkSessionEndedPath('/form/list', quiz)).toBeNull();
    expect(linkSessionEndedPath('/modules/quiz/getExam/1100', null)).toBeNull();
  });

  it('reads only a well-formed visit', () => {
    expect(linkVisitOf(JSON.stringify(quiz))).toEqual(quiz);
    expect(linkVisitOf(null)).toBeNull();
    expect(linkVisitOf('{')).toBeNull();
    expect(linkVisitOf(JSON.stringify({ ...quiz, module: 'form' }))).toBeNull();
    expect(linkVisitOf(JSON.stringify({ ...quiz, hash: '' }))).toBeNull();
    expect(linkVisitOf(JSON.stringify({ ...quiz, id: '1100' }))).toBeNull();
  });
});
