import { inject, injectable } from 'inversify';
import { questionDraftProblem, type QuestionDetail } from '../../domain/quizzes/quiz-authoring';
import type { QuizQuestion } from '../../domain/quizzes/quiz.entity';
import { QuizAuthoringGateway } from '../../ports/quiz-authoring-gateway.port';
import { loaded, saved, type Loaded, type Saved } from './quiz-authoring-results';

/**
 * A manager of a quiz edits one question (docs/use-cases/edit-quiz-question.md): its text, points, explanation and
 * answer key. The question is checked here as the server checks it (`questionDraftProblem`, then the domain's
 * `questionProblem`) and sent whole; a refusal comes back with its reason and what was typed stays.
 */
@injectable()
export class EditQuizQuestion {
  constructor(@inject(QuizAuthoringGateway) private readonly authoring: QuizAuthoringGateway) {}

  async open(questionId: number, signal?: AbortSignal): Promise<Loaded<QuestionDetail>> {
    if (!Number.isInteger(questionId) || questionId <= 0) return { kind: 'not-found' };
    return loaded(await this.authoring.question(questionId, signal));
  }

  async save(question: QuizQuestion): Promise<Saved<QuestionDetail>> {
    const problem = questionDraftProblem(question);
    if (problem) return { ok: false, message: problem };
    const trimmed: QuizQuestion = {
      ...question,
      Text: question.Text.trim(),
      Explanation: question.Explanation.trim(),
      Options: question.Options.map((o) => ({ ...o, Text: o.Text.trim() })),
      AcceptedAnswers: question.AcceptedAnswers.map((a) => a.trim()),
    };
    return saved(await this.authoring.saveQuestion(trimmed));
  }
}
