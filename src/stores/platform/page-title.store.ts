import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { APP_NAME, documentTitle } from '../../domain/routing/page-title';

/**
 * The browser tab's title: the route host says which page is shown, the page names what it shows once it
 * has loaded it (a form, a project). Both are keyed by the page's path, so a name given by the previous
 * page never lands on the next one, whichever of the two is told first.
 */
@injectable()
export class PageTitleStore {
  private page: { path: string; title: string } | null = null;
  private subject: { path: string; names: readonly string[] } | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  pageShown(path: string, title: string): void {
    if (this.page?.path !== path || this.page.title !== title) this.page = { path, title };
  }

  subjectNamed(path: string, names: readonly string[]): void {
    this.subject = { path, names };
  }

  get documentTitle(): string {
    if (!this.page) return APP_NAME;
    const names = this.subject?.path === this.page.path ? this.subject.names : [];
    return documentTitle(this.page.title, names);
  }
}
