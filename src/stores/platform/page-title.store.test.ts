import { describe, expect, it } from 'vitest';
import { PageTitleStore } from './page-title.store';

describe('PageTitleStore', () => {
  it('names the product until a page is shown, then the page, then what the page shows', () => {
    const titles = new PageTitleStore();
    expect(titles.documentTitle).toBe('Gridwork');
    titles.pageShown('/setup/form/manage/200', 'Manage Form');
    expect(titles.documentTitle).toBe('Manage Form – Gridwork');
    titles.subjectNamed('/setup/form/manage/200', ['Site Inspection']);
    expect(titles.documentTitle).toBe('Site Inspection – Manage Form – Gridwork');
  });

  it("takes a name given before its page is shown, and never the previous page's", () => {
    const titles = new PageTitleStore();
    titles.subjectNamed('/project/details/100', ['Office Renovation']);
    titles.pageShown('/project/details/100', 'Project Details');
    expect(titles.documentTitle).toBe('Office Renovation – Project Details – Gridwork');
    titles.pageShown('/project/list', 'Projects');
    expect(titles.documentTitle).toBe('Projects – Gridwork');
  });
});
