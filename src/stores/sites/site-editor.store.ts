import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ManageSites } from '../../application/sites/manage-sites.use-case';
import type { SiteChoices, SiteInput, SiteLink, SiteListItem } from '../../domain/sites/site-admin.entity';
import { SITE_KIND, type SiteKind, type SiteProject } from '../../domain/sites/site.entity';
import type { SiteProblems } from '../../domain/sites/site.rules';

/**
 * /setup/site/new and /setup/site/details/{siteId}: a site as the administrator edits it (name, kind, active, end
 * date, the projects and folders it shows), its single password and links to its items. A refusal keeps what was typed.
 */
@injectable()
export class SiteEditorStore {
  site: SiteListItem | null = null;
  choices: SiteChoices | null = null;
  loading = false;
  failed = false;
  name = '';
  kind: SiteKind = SITE_KIND.IndividualAccess;
  isActive = true;
  accessEndsOn = '';
  projects: SiteProject[] = [];
  problems: SiteProblems = {};
  message: string | null = null;
  saving = false;
  password = '';
  passwordError: string | null = null;
  passwordSaving = false;
  link: SiteLink | null = null;
  announcement = '';
  private disposed = false;

  constructor(@inject(ManageSites) private readonly manage: ManageSites) {
    makeAutoObservable<SiteEditorStore, 'manage' | 'disposed'>(
      this,
      { site: observableRef, choices: observableRef, link: observableRef, manage: false, disposed: false },
      { autoBind: true },
    );
  }

  /** Opens a site (its id) or a new one (null). */
  async opened(siteId: number | null): Promise<void> {
    this.loading = true;
    const [choices, site] = await Promise.all([
      this.manage.choices(),
      siteId === null ? Promise.resolve(null) : this.manage.open(siteId),
    ]);
    if (this.disposed) return;
    runInAction(() => {
      this.loading = false;
      this.choices = choices;
      this.failed = choices === null || (siteId !== null && site === null);
      if (site) this.show(site);
    });
  }

  private show(site: SiteListItem): void {
    this.site = site;
    this.name = site.Name;
    this.kind = site.Kind;
    this.isActive = site.IsActive;
    this.accessEndsOn = site.AccessEndsOn ?? '';
    this.projects = structuredClone(site.Projects);
  }

  get isNew(): boolean {
    return this.site === null;
  }

  /** Folders not yet chosen anywhere on the site: a folder is shown once. */
  get freeFolders(): SiteChoices['Folders'] {
    const taken = new Set(this.projects.flatMap((p) => p.Folders.map((f) => f.FolderId)));
    return (this.choices?.Folders ?? []).filter((f) => !taken.has(f.FolderId));
  }

  projectName(projectId: number): string {
    return this.choices?.Projects.find((p) => p.ProjectId === projectId)?.Name ?? `Project ${projectId}`;
  }

  folderPath(folderId: number): string {
    return this.choices?.Folders.find((f) => f.FolderId === folderId)?.Path ?? `Folder ${folderId}`;
  }

  nameChanged(name: string): void {
    this.name = name;
    delete this.problems.Name;
  }

  kindChanged(kind: SiteKind): void {
    if (this.isNew) this.kind = kind;
  }

  activeChanged(active: boolean): void {
    this.isActive = active;
  }

  endChanged(day: string): void {
    this.accessEndsOn = day;
    delete this.problems.AccessEndsOn;
  }

  projectToggled(projectId: number, shown: boolean): void {
    this.projects = shown
      ? [...this.projects, { ProjectId: projectId, Folders: [] }]
      : this.projects.filter((p) => p.ProjectId !== projectId);
    delete this.problems.Projects;
  }

  folderAdded(projectId: number, folderId: number): void {
    const project = this.projects.find((p) => p.ProjectId === projectId);
    if (!project || !folderId) return;
    project.Folders = [...project.Folders, { FolderId: folderId, CanUpload: false }];
    delete this.problems.Projects;
  }

  folderRemoved(projectId: number, folderId: number): void {
    const project = this.projects.find((p) => p.ProjectId === projectId);
    if (project) project.Folders = project.Folders.filter((f) => f.FolderId !== folderId);
  }

  uploadChanged(projectId: number, folderId: number, canUpload: boolean): void {
    const folder = this.projects
      .find((p) => p.ProjectId === projectId)
      ?.Folders.find((f) => f.FolderId === folderId);
    if (folder) folder.CanUpload = canUpload;
  }

  private get input(): SiteInput {
    return {
      SiteId: this.site?.SiteId ?? 0,
      Name: this.name,
      Kind: this.kind,
      IsActive: this.isActive,
      AccessEndsOn: this.accessEndsOn.trim() === '' ? null : this.accessEndsOn.trim(),
      Projects: this.projects.map((p) => ({
        ProjectId: p.ProjectId,
        Folders: p.Folders.map((f) => ({ FolderId: f.FolderId, CanUpload: f.CanUpload })),
      })),
    };
  }

  /** Saves the site; answers it when saved (a new site's page then opens), null on a refusal. */
  async submitted(): Promise<SiteListItem | null> {
    if (this.saving || !this.choices) return null;
    this.saving = true;
    this.message = null;
    const outcome = await this.manage.save(this.input, this.choices, this.site?.AccessEndsOn ?? null);
    return runInAction(() => {
      this.saving = false;
      if (!outcome.ok) {
        this.problems = outcome.problems;
        this.message = outcome.message;
        return null;
      }
      this.show(outcome.site);
      this.announcement = `Site “${outcome.site.Name}” saved.`;
      return outcome.site;
    });
  }

  async deleteClicked(): Promise<boolean> {
    return this.site ? this.manage.remove(this.site) : false;
  }

  passwordChanged(password: string): void {
    this.password = password;
    this.passwordError = null;
  }

  async passwordSubmitted(): Promise<void> {
    if (!this.site || this.passwordSaving) return;
    this.passwordSaving = true;
    const outcome = await this.manage.setPassword(
      this.site,
      this.password,
      this.choices?.WorkspaceName ?? '',
    );
    runInAction(() => {
      this.passwordSaving = false;
      if (!outcome.ok) {
        this.passwordError = outcome.message;
        return;
      }
      this.site = outcome.site;
      this.password = '';
      this.announcement = 'The new password is set.';
    });
  }

  /** Makes a link to a project of the site (folder null) or to one of its folders. */
  async linkClicked(projectId: number, folderId: number | null): Promise<void> {
    if (!this.site) return;
    const link = await this.manage.link(
      this.site.SiteId,
      folderId === null ? 'project' : 'folder',
      projectId,
      folderId,
    );
    runInAction(() => {
      this.link = link;
      if (link) this.announcement = 'The link is ready to copy.';
    });
  }

  dispose(): void {
    this.disposed = true;
  }
}
