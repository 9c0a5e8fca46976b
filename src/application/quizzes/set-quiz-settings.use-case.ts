import { inject, injectable } from 'inversify';
import { settingsDraftProblem, type QuizDetail } from '../../domain/quizzes/quiz-authoring';
import type { QuizSettings } from '../../domain/quizzes/quiz.entity';
import { QuizAuthoringGateway } from '../../ports/quiz-authoring-gateway.port';
import { loaded, saved, type Loaded, type Saved } from './quiz-authoring-results';

/**
 * A manager of a quiz sets how it is taken (docs/use-cases/set-quiz-settings.md): time limit, attempts, pass mark,
 * shuffling, when answers are shown, one question a page, open from / until. Checked here as the server checks them
 * (`settingsDraftProblem`, then the domain's `settingsProblem`); a refusal keeps what was typed.
 */
@injectable()
export class SetQuizSettings {
  constructor(@inject(QuizAuthoringGateway) private readonly authoring: QuizAuthoringGateway) {}

  async open(quizId: number, signal?: AbortSignal): Promise<Loaded<QuizDetail>> {
    if (!Number.isInteger(quizId) || quizId <= 0) return { kind: 'not-found' };
    return loaded(await this.authoring.details(quizId, signal));
  }

  async save(quizId: number, settings: QuizSettings): Promise<Saved<QuizDetail>> {
    const problem = settingsDraftProblem(settings);
    if (problem) return { ok: false, message: problem };
    return saved(await this.authoring.saveSettings(quizId, settings));
  }
}
