import { inject, injectable } from 'inversify';
import type { SurveySummary } from '../../domain/surveys/survey.entity';
import { Dialogs } from '../../ports/dialogs.port';
import { SurveyGateway } from '../../ports/survey-gateway.port';

const responses = (n: number) => (n === 1 ? '1 response' : `${n} responses`);

/**
 * A member manages their surveys from the list (docs/use-cases/manage-survey-list.md): lists, creates, renames,
 * copies and deletes (after confirming: the responses go with it).
 */
@injectable()
export class ManageSurveyList {
  constructor(
    @inject(SurveyGateway) private readonly surveys: SurveyGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
  ) {}

  async list(signal?: AbortSignal): Promise<SurveySummary[] | null> {
    const result = await this.surveys.list(signal);
    return result.ok ? result.data : null;
  }

  async create(name: string): Promise<SurveySummary | null> {
    const result = await this.surveys.create(name.trim(), '');
    return result.ok ? result.data : null;
  }

  async rename(survey: Pick<SurveySummary, 'SurveyId' | 'Description'>, name: string): Promise<boolean> {
    return (await this.surveys.update(survey.SurveyId, name.trim(), survey.Description)).ok;
  }

  async copy(surveyId: number): Promise<SurveySummary | null> {
    const result = await this.surveys.copy(surveyId);
    return result.ok ? result.data : null;
  }

  /** True when deleted; false when the member kept it or the call failed. */
  async remove(survey: Pick<SurveySummary, 'SurveyId' | 'Name' | 'ResponseCount'>): Promise<boolean> {
    const sure = await this.dialogs.confirm({
      title: 'Delete Survey?',
      message: `"${survey.Name}" and its ${responses(survey.ResponseCount)} will be deleted. This cannot be undone.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (!sure) return false;
    return (await this.surveys.remove(survey.SurveyId)).ok;
  }
}
