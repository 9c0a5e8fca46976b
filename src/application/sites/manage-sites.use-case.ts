import { inject, injectable } from 'inversify';
import { passwordProblem } from '../../domain/account/password.rules';
import type {
  SiteChoices,
  SiteInput,
  SiteLink,
  SiteLinkKind,
  SiteListItem,
} from '../../domain/sites/site-admin.entity';
import { siteProblems, type SiteProblems } from '../../domain/sites/site.rules';
import { Clock } from '../../ports/clock.port';
import { Dialogs } from '../../ports/dialogs.port';
import { Notifier } from '../../ports/notifier.port';
import { SiteAdminGateway } from '../../ports/site-admin-gateway.port';
import { refusalMessage } from '../platform/refusal-message';
import { validateInput } from '../platform/validate-input';
import { SiteFormInput } from './site.input';

export type SiteSaveOutcome =
  { ok: true; site: SiteListItem } | { ok: false; problems: SiteProblems; message: string | null };

export type PasswordOutcome = { ok: true; site: SiteListItem } | { ok: false; message: string | null };

const today = (now: number) => new Date(now).toISOString().slice(0, 10);

/**
 * An administrator manages the workspace's external sites (issue 33; docs/use-cases/manage-sites.md): list, open,
 * create or change one (checked by the site rules before it is sent), delete one, set a single-password site's
 * password, make a link to an item of a site.
 */
@injectable()
export class ManageSites {
  constructor(
    @inject(SiteAdminGateway) private readonly gateway: SiteAdminGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async list(signal?: AbortSignal): Promise<SiteListItem[] | null> {
    const result = await this.gateway.list(signal);
    return result.ok ? result.data : null;
  }

  async choices(signal?: AbortSignal): Promise<SiteChoices | null> {
    const result = await this.gateway.choices(signal);
    return result.ok ? result.data : null;
  }

  async open(siteId: number, signal?: AbortSignal): Promise<SiteListItem | null> {
    const result = await this.gateway.details(siteId, signal);
    return result.ok ? result.data : null;
  }

  /** Checks the site as the server will, then saves it; a refusal keeps what was typed. */
  async save(input: SiteInput, choices: SiteChoices, storedEndsOn: string | null): Promise<SiteSaveOutcome> {
    const fields = validateInput(SiteFormInput.of(input.Name, input.Kind, input.AccessEndsOn ?? ''));
    const problems: SiteProblems = {
      ...siteProblems(input, {
        projectIds: new Set(choices.Projects.map((p) => p.ProjectId)),
        folderNames: new Map(choices.Folders.map((f) => [f.FolderId, f.Name])),
        today: today(this.clock.now()),
        storedEndsOn,
      }),
      ...(fields.Name ? { Name: fields.Name } : {}),
      ...(fields.AccessEndsOn ? { AccessEndsOn: fields.AccessEndsOn } : {}),
    };
    if (Object.keys(problems).length > 0) return { ok: false, problems, message: null };
    const result = await this.gateway.save({ ...input, Name: input.Name.trim() });
    if (!result.ok) return { ok: false, problems: {}, message: refusalMessage(result) };
    this.notifier.show('success', `Site “${result.data.Name}” saved.`);
    return { ok: true, site: result.data };
  }

  async remove(site: SiteListItem): Promise<boolean> {
    const confirmed = await this.dialogs.confirm({
      title: 'Delete site',
      message: `The site ${site.Name} will be deleted with its people and links. Anyone on it now is signed out at once. The projects and files stay in the workspace.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return false;
    const result = await this.gateway.remove(site.SiteId);
    if (result.ok) this.notifier.show('success', `Site “${site.Name}” deleted.`);
    return result.ok;
  }

  /** Sets (or rotates) the single password; the member password rules apply, with the workspace's name. */
  async setPassword(site: SiteListItem, password: string, workspaceName: string): Promise<PasswordOutcome> {
    const problem = passwordProblem(password, { workspaceName });
    if (problem) return { ok: false, message: problem };
    if (site.PasswordSetOn !== null) {
      const confirmed = await this.dialogs.confirm({
        title: 'Change the site password',
        message: `Everyone who came into ${site.Name} with the old password is signed out at once and needs the new one.`,
        confirmLabel: 'Change password',
        cancelLabel: 'Cancel',
      });
      if (!confirmed) return { ok: false, message: null };
    }
    const result = await this.gateway.setPassword(site.SiteId, password);
    if (!result.ok) return { ok: false, message: refusalMessage(result) };
    this.notifier.show('success', 'The new password is set. Give it to the site’s visitors.');
    return { ok: true, site: result.data };
  }

  async link(
    siteId: number,
    kind: SiteLinkKind,
    projectId: number,
    itemId: number | null,
  ): Promise<SiteLink | null> {
    const result = await this.gateway.link(siteId, kind, projectId, itemId);
    return result.ok ? result.data : null;
  }
}
