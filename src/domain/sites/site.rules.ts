/**
 * The rules of a site as an administrator sets it up (issue 33; docs/sites.md "Administration"), written once for the
 * site page and the mock server: a name, at least one project, each project and folder known to the workspace, no
 * folder chosen twice, and an access end date that is a real day and not already past.
 */
import type { SiteProject } from './site.entity';

export const MAX_SITE_NAME_LENGTH = 100;
export const MAX_SITE_PROJECTS = 20;
export const MAX_SITE_FOLDERS_PER_PROJECT = 30;
/** Ours: the workspace's sites, all kinds; a plan's own quota, when there is one, is checked where a site is created. */
export const MAX_SITES_PER_WORKSPACE = 50;
/** Ours: the people of one individual-access site. */
export const MAX_SITE_USERS = 500;
/** An invitation to a site is valid 7 days from when it was sent (or resent), as a member's invitation. */
export const SITE_INVITATION_VALIDITY_MS = 7 * 24 * 60 * 60_000;

export const SiteText = {
  nameRequired: 'Give the site a name.',
  nameTooLong: `The name must be at most ${MAX_SITE_NAME_LENGTH} characters long.`,
  nameTaken: 'Another site of this workspace has this name.',
  noProject: 'Choose at least one project for the site to show.',
  tooManyProjects: `A site shows at most ${MAX_SITE_PROJECTS} projects.`,
  tooManyFolders: `A project of a site shows at most ${MAX_SITE_FOLDERS_PER_PROJECT} folders.`,
  projectTwice: 'A project is chosen twice: keep it once.',
  unknownProject: 'One of the chosen projects is not in this workspace (it may have been deleted).',
  unknownFolder: 'One of the chosen folders is not in this workspace’s cabinets (it may have been deleted).',
  folderTwice: (name: string) => `The folder “${name}” is chosen twice: a folder is shown once on a site.`,
  badDate: 'The access end date must be a date (YYYY-MM-DD).',
  pastDate: 'The access end date must be today or later.',
  tooManySites: `A workspace has at most ${MAX_SITES_PER_WORKSPACE} sites.`,
  notSinglePassword: 'Only a single-password site has a password.',
  notIndividualAccess: 'Only an individual-access site has people of its own.',
  memberAddress:
    'This address belongs to a member of this workspace. Members see the projects inside the workspace; a site is for people outside it.',
  otherWorkspaceAddress: 'This address belongs to an account of another workspace.',
  alreadyOnSite: (email: string) => `${email} is already on this site.`,
  tooManyUsers: `A site has at most ${MAX_SITE_USERS} people.`,
  invitationNotSent: 'The invitation could not be sent: the mail server did not take it. Try again later.',
  kindFixed: 'The kind of a site is chosen when it is created: make a new site for the other kind.',
  linkOutside: 'The link must be to a project, folder or file the site shows.',
} as const;

export interface SiteDraft {
  Name: string;
  AccessEndsOn: string | null;
  Projects: readonly SiteProject[];
}

/** What the rules know of the workspace: its projects, its folders by id (with their names), today. */
export interface SiteFacts {
  projectIds: ReadonlySet<number>;
  folderNames: ReadonlyMap<number, string>;
  /** `YYYY-MM-DD`, the workspace's today. */
  today: string;
  /** The site's end date as stored: an unchanged past date may stay (the site is simply closed). */
  storedEndsOn?: string | null;
}

export type SiteField = 'Name' | 'Projects' | 'AccessEndsOn';
export type SiteProblems = Partial<Record<SiteField, string>>;

/** A `YYYY-MM-DD` day that exists. */
export function isSiteDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Why an access end date cannot be kept, or null (a date left as stored may be past: the site is then closed). */
export function accessEndProblem(value: string | null, today: string, stored?: string | null): string | null {
  if (value === null) return null;
  if (!isSiteDay(value)) return SiteText.badDate;
  if (value < today && value !== stored) return SiteText.pastDate;
  return null;
}

function projectsProblem(projects: readonly SiteProject[], facts: SiteFacts): string | null {
  if (projects.length === 0) return SiteText.noProject;
  if (projects.length > MAX_SITE_PROJECTS) return SiteText.tooManyProjects;
  const projectIds = new Set<number>();
  const folders = new Set<number>();
  for (const project of projects) {
    if (!facts.projectIds.has(project.ProjectId)) return SiteText.unknownProject;
    if (projectIds.has(project.ProjectId)) return SiteText.projectTwice;
    projectIds.add(project.ProjectId);
    if (project.Folders.length > MAX_SITE_FOLDERS_PER_PROJECT) return SiteText.tooManyFolders;
    for (const folder of project.Folders) {
      const name = facts.folderNames.get(folder.FolderId);
      if (name === undefined) return SiteText.unknownFolder;
      if (folders.has(folder.FolderId)) return SiteText.folderTwice(name);
      folders.add(folder.FolderId);
    }
  }
  return null;
}

/** Every problem of a site as typed, by field; empty when it may be saved. */
export function siteProblems(draft: SiteDraft, facts: SiteFacts): SiteProblems {
  const problems: SiteProblems = {};
  const name = draft.Name.trim();
  if (name === '') problems.Name = SiteText.nameRequired;
  else if ([...name].length > MAX_SITE_NAME_LENGTH) problems.Name = SiteText.nameTooLong;
  const projects = projectsProblem(draft.Projects, facts);
  if (projects) problems.Projects = projects;
  const date = accessEndProblem(draft.AccessEndsOn, facts.today, facts.storedEndsOn);
  if (date) problems.AccessEndsOn = date;
  return problems;
}

/** Whether a site or a site user may come in on `today`: active and the end date (inclusive) not passed. */
export function isOpenOn(item: { AccessEndsOn: string | null }, today: string): boolean {
  return item.AccessEndsOn === null || today <= item.AccessEndsOn;
}

/** The address a single-password site's visitors are given. */
export const sitePasswordPath = (hash: string) => `/site/password/login?site=${encodeURIComponent(hash)}`;
/** An individual-access invitation's link. */
export const siteInvitationPath = (hash: string, siteUserId: number) =>
  `/site/invitation/${hash}/${siteUserId}`;
/** A link to one project, folder or file of a site. */
export const siteLinkPath = (hash: string, linkId: number) => `/site/link/${hash}/${linkId}`;
/** The administration pages. */
export const siteDetailsPath = (siteId: number) => `/setup/site/details/${siteId}`;
export const siteManagePath = (siteId: number) => `/setup/site/${siteId}/manage/list`;
