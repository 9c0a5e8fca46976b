import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ShareSurveyLink } from '../../application/surveys/share-survey-link.use-case';
import { surveyLinkPath, type SurveyLink } from '../../domain/surveys/survey-link';

/** The "Share by link" part of /modules/survey/users?surveyId=N. One per open page. */
@injectable()
export class SurveyLinkStore {
  link: SurveyLink | null = null;
  busy = false;
  /** What the last action did, for the page's live region. */
  said = '';

  constructor(@inject(ShareSurveyLink) private readonly share: ShareSurveyLink) {
    makeAutoObservable<SurveyLinkStore, 'share'>(this, { share: false }, { autoBind: true });
  }

  async opened(surveyId: number, signal?: AbortSignal): Promise<void> {
    const link = await this.share.open(surveyId, signal);
    if (signal?.aborted) return;
    runInAction(() => (this.link = link));
  }

  linkUrl(origin: string): string | null {
    const link = this.link;
    return link?.Enabled && link.Hash ? origin + surveyLinkPath(link.SurveyId, link.Hash) : null;
  }

  /** The box follows the click at once; the server's answer brings the link (or puts the box back on failure). */
  async toggled(enabled: boolean): Promise<void> {
    const before = this.link;
    if (!before || this.busy) return;
    this.busy = true;
    this.link = { ...before, Enabled: enabled, Hash: enabled ? before.Hash : null };
    const link = await this.share.setLink(before.SurveyId, enabled);
    runInAction(() => {
      this.busy = false;
      this.link = link ?? before;
      if (!link) return;
      this.said = link.Enabled
        ? 'The link is on: anyone with it may prove their e-mail and answer the survey.'
        : 'The link is off: it and the sessions opened with it no longer work.';
    });
  }

  copyClicked(url: string): Promise<void> {
    return this.share.copyLink(url);
  }
}
