import { describe, expect, it } from 'vitest';
import {
  MAX_SITE_NAME_LENGTH,
  SiteText,
  accessEndProblem,
  isOpenOn,
  siteInvitationPath,
  siteLinkPath,
  sitePasswordPath,
  siteProblems,
  type SiteFacts,
} from './site.rules';

const facts: SiteFacts = {
  projectIds: new Set([100, 101]),
  folderNames: new Map([
    [5001, 'Policies'],
    [5003, 'Photos'],
  ]),
  today: '2026-11-29',
};
const folder = (FolderId: number) => ({ FolderId, CanUpload: false });
const good = {
  Name: 'Client portal',
  AccessEndsOn: null,
  Projects: [{ ProjectId: 100, Folders: [folder(5001)] }],
};

describe('the site rules', () => {
  it('accept a named site showing a known project and folder', () => {
    expect(siteProblems(good, facts)).toEqual({});
    expect(siteProblems({ ...good, Name: 'x'.repeat(MAX_SITE_NAME_LENGTH) }, facts)).toEqual({});
  });

  it('ask for a name of at most 100 characters', () => {
    expect(siteProblems({ ...good, Name: '  ' }, facts)).toEqual({ Name: SiteText.nameRequired });
    expect(siteProblems({ ...good, Name: 'x'.repeat(MAX_SITE_NAME_LENGTH + 1) }, facts)).toEqual({
      Name: SiteText.nameTooLong,
    });
  });

  it('refuse no project, an unknown project or folder, and a project or a folder chosen twice', () => {
    const projects = (Projects: typeof good.Projects) => siteProblems({ ...good, Projects }, facts).Projects;
    expect(projects([])).toBe(SiteText.noProject);
    expect(projects([{ ProjectId: 7, Folders: [] }])).toBe(SiteText.unknownProject);
    expect(projects([{ ProjectId: 100, Folders: [folder(9)] }])).toBe(SiteText.unknownFolder);
    expect(
      projects([
        { ProjectId: 100, Folders: [] },
        { ProjectId: 100, Folders: [] },
      ]),
    ).toBe(SiteText.projectTwice);
    expect(
      projects([
        { ProjectId: 100, Folders: [folder(5003)] },
        { ProjectId: 101, Folders: [folder(5003)] },
      ]),
    ).toBe(SiteText.folderTwice('Photos'));
    expect(projects([{ ProjectId: 100, Folders: [folder(5001), folder(5001)] }])).toBe(
      SiteText.folderTwice('Policies'),
    );
  });

  it('take an end date that exists and is not past, but keep a past date that was already stored', () => {
    expect(accessEndProblem('2026-11-29', facts.today)).toBeNull();
    expect(accessEndProblem('2026-11-28', facts.today)).toBe(SiteText.pastDate);
    expect(accessEndProblem('2026-11-28', facts.today, '2026-11-28')).toBeNull();
    expect(accessEndProblem('2026-02-30', facts.today)).toBe(SiteText.badDate);
    expect(accessEndProblem(null, facts.today)).toBeNull();
  });

  it('let nobody in after the end date, the end day included', () => {
    expect(isOpenOn({ AccessEndsOn: '2026-11-29' }, '2026-11-29')).toBe(true);
    expect(isOpenOn({ AccessEndsOn: '2026-11-29' }, '2026-11-30')).toBe(false);
    expect(isOpenOn({ AccessEndsOn: null }, '2099-01-01')).toBe(true);
  });

  it('give the addresses of a site', () => {
    expect(sitePasswordPath('Ab12')).toBe('/site/password/login?site=Ab12');
    expect(siteInvitationPath('Ab12', 7)).toBe('/site/invitation/Ab12/7');
    expect(siteLinkPath('Ab12', 3)).toBe('/site/link/Ab12/3');
  });
});
