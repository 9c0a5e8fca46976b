import type { QuestionDetail, QuizDetail } from '../../domain/quizzes/quiz-authoring';
import {
  DEFAULT_QUIZ_SETTINGS,
  blankQuestion,
  questionProblem,
  settingsProblem,
  type QuestionType,
  type QuizQuestion,
  type QuizSettings,
} from '../../domain/quizzes/quiz.entity';
import type { HttpResult } from '../../ports/http-client.port';
import type { QuizAuthoringGateway } from '../../ports/quiz-authoring-gateway.port';
import { failure, ok } from '../testing/fakes';

/** An in-memory quiz 5 with three questions, kept as the mock server keeps it (the same domain rules). */
export class FakeQuizAuthoringGateway implements QuizAuthoringGateway {
  quiz: QuizDetail = {
    QuizId: 5,
    Name: 'Fire drill',
    Description: '',
    QuestionCount: 3,
    AttemptCount: 0,
    CreatedByName: 'Mel Member',
    ModifiedOn: '2026-03-04T16:20:00.000Z',
    Settings: { ...DEFAULT_QUIZ_SETTINGS },
    Questions: [
      {
        ...blankQuestion(51, 5, 'single', 'Where do we meet?'),
        Options: [
          { OptionId: 1, Text: 'Car park', IsCorrect: true },
          { OptionId: 2, Text: 'Canteen', IsCorrect: false },
        ],
      },
      { ...blankQuestion(52, 5, 'trueFalse', 'Lifts are safe in a fire.'), CorrectBoolean: false },
      { ...blankQuestion(53, 5, 'number', 'How many exits?'), CorrectNumber: 4 },
    ],
  };
  /** A status the next reads answer instead of the quiz (404, 403). */
  readStatus: { status: number; Message?: string } | null = null;
  /** A 400 the next save answers, as the server refuses. */
  refuse: string | null = null;
  reorders: number[][] = [];
  saved: QuizQuestion[] = [];
  removed: number[] = [];

  private refused(): HttpResult<never> | null {
    if (!this.refuse) return null;
    const message = this.refuse;
    this.refuse = null;
    return failure(400, { Message: message });
  }

  private detailOf(question: QuizQuestion): QuestionDetail {
    return {
      ...structuredClone(question),
      QuizName: this.quiz.Name,
      Position: this.quiz.Questions.findIndex((q) => q.QuestionId === question.QuestionId) + 1,
      QuestionCount: this.quiz.Questions.length,
    };
  }

  async details(): Promise<HttpResult<QuizDetail>> {
    if (this.readStatus) return failure(this.readStatus.status, { Message: this.readStatus.Message });
    return ok(structuredClone(this.quiz));
  }

  async rename(_quizId: number, name: string, description: string): Promise<HttpResult<QuizDetail>> {
    const refused = this.refused();
    if (refused) return refused;
    this.quiz = { ...this.quiz, Name: name, Description: description };
    return ok(structuredClone(this.quiz));
  }

  async saveSettings(_quizId: number, settings: QuizSettings): Promise<HttpResult<QuizDetail>> {
    const problem = this.refused() ?? settingsProblem(settings);
    if (typeof problem === 'string') return failure(400, { Message: problem });
    if (problem) return problem;
    this.quiz = { ...this.quiz, Settings: settings };
    return ok(structuredClone(this.quiz));
  }

  async reorder(_quizId: number, questionIds: number[]): Promise<HttpResult<QuizDetail>> {
    this.reorders.push(questionIds);
    const refused = this.refused();
    if (refused) return refused;
    const byId = new Map(this.quiz.Questions.map((q) => [q.QuestionId, q]));
    this.quiz = { ...this.quiz, Questions: questionIds.map((id) => byId.get(id)!) };
    return ok(structuredClone(this.quiz));
  }

  async question(questionId: number): Promise<HttpResult<QuestionDetail>> {
    if (this.readStatus) return failure(this.readStatus.status, { Message: this.readStatus.Message });
    const question = this.quiz.Questions.find((q) => q.QuestionId === questionId);
    return question ? ok(this.detailOf(question)) : failure(404);
  }

  async addQuestion(_quizId: number, type: QuestionType, text: string): Promise<HttpResult<QuestionDetail>> {
    const question = blankQuestion(60 + this.quiz.Questions.length, 5, type, text);
    this.quiz.Questions.push(question);
    return ok(this.detailOf(question));
  }

  async saveQuestion(question: QuizQuestion): Promise<HttpResult<QuestionDetail>> {
    this.saved.push(structuredClone(question));
    const refused = this.refused();
    if (refused) return refused;
    const problem = questionProblem(question);
    if (problem) return failure(400, { Message: problem });
    let next = Math.max(0, ...question.Options.map((o) => o.OptionId)) + 1;
    const kept = {
      ...question,
      Options: question.Options.map((o) => (o.OptionId > 0 ? o : { ...o, OptionId: next++ })),
    };
    this.quiz.Questions = this.quiz.Questions.map((q) => (q.QuestionId === kept.QuestionId ? kept : q));
    return ok(this.detailOf(kept));
  }

  async removeQuestion(questionId: number): Promise<HttpResult<unknown>> {
    this.removed.push(questionId);
    this.quiz.Questions = this.quiz.Questions.filter((q) => q.QuestionId !== questionId);
    return ok({});
  }
}
