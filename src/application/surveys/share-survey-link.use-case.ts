import { inject, injectable } from 'inversify';
import type { SurveyLink } from '../../domain/surveys/survey-link';
import { Clipboard } from '../../ports/clipboard.port';
import { Notifier } from '../../ports/notifier.port';
import { SurveyLinkGateway } from '../../ports/survey-link-gateway.port';
import { LINK_COPIED, LINK_NOT_COPIED } from '../sharing/list-form-shares.use-case';

/**
 * A manager turns a survey's public link on or off and copies it (docs/use-cases/share-survey-link.md). Failures are
 * reported by the error catalogue; the answers here are null then.
 */
@injectable()
export class ShareSurveyLink {
  constructor(
    @inject(SurveyLinkGateway) private readonly gateway: SurveyLinkGateway,
    @inject(Clipboard) private readonly clipboard: Clipboard,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  async open(surveyId: number, signal?: AbortSignal): Promise<SurveyLink | null> {
    const result = await this.gateway.link(surveyId, signal);
    return result.ok ? result.data : null;
  }

  async setLink(surveyId: number, enabled: boolean): Promise<SurveyLink | null> {
    const result = await this.gateway.setLink(surveyId, enabled);
    return result.ok ? result.data : null;
  }

  /** Copy: the link on the clipboard, or a word to copy it by hand (the shared forms' texts). */
  async copyLink(url: string): Promise<void> {
    const copied = await this.clipboard.copy(url);
    this.notifier.show(copied ? 'success' : 'warning', copied ? LINK_COPIED : LINK_NOT_COPIED);
  }
}
