import type {
  SiteChoices,
  SiteInput,
  SiteLink,
  SiteLinkKind,
  SiteListItem,
  SiteUserView,
} from '../../domain/sites/site-admin.entity';
import type { HttpResult } from '../../ports/http-client.port';
import type {
  SiteAdminGateway,
  SiteInvitationDraft,
  SiteUserChange,
} from '../../ports/site-admin-gateway.port';
import { failure, ok } from '../testing/fakes';

export const CHOICES: SiteChoices = {
  Projects: [
    { ProjectId: 100, Name: 'Office Renovation' },
    { ProjectId: 101, Name: 'Bridge Inspection' },
  ],
  Folders: [
    { FolderId: 5001, Name: 'Policies', Path: 'Company / Policies' },
    { FolderId: 5003, Name: 'Photos', Path: 'Company / Photos' },
  ],
  Logo: null,
  WorkspaceName: 'Demo Workspace',
};

export const siteOf = (overrides: Partial<SiteListItem> = {}): SiteListItem => ({
  SiteId: 1,
  Name: 'Client portal',
  Kind: 1,
  IsActive: true,
  AccessEndsOn: null,
  Hash: 'Cp7Tn2Wq9Ls4Xv6Rb3Me8Kd5Hg1Jz0Fa',
  Projects: [{ ProjectId: 100, Folders: [{ FolderId: 5001, CanUpload: false }] }],
  CreatedOn: '2024-03-20T09:00:00.000Z',
  PasswordSetOn: null,
  UserCount: 1,
  OpenSessions: 0,
  ...overrides,
});

export const userOf = (overrides: Partial<SiteUserView> = {}): SiteUserView => ({
  SiteUserId: 1,
  SiteId: 1,
  Email: 'site@demo.test',
  FirstName: 'Sam',
  LastName: 'Site',
  Status: 'Active',
  InvitedOn: '2024-03-20T09:30:00.000Z',
  LastVisitOn: '2024-03-28T15:00:00.000Z',
  AccessEndsOn: null,
  InvitationExpiresOn: null,
  ...overrides,
});

/** The sites in memory, answering as the mock server does; `refuse` makes the next write a 400 with that Message. */
export class FakeSiteAdminGateway implements SiteAdminGateway {
  sites: SiteListItem[] = [siteOf(), siteOf({ SiteId: 2, Name: 'Supplier portal', Kind: 2, UserCount: 0 })];
  people: SiteUserView[] = [userOf()];
  refuse: string | null = null;
  calls: string[] = [];
  private nextId = 10;

  private refusal(): HttpResult<never> | null {
    const message = this.refuse;
    this.refuse = null;
    return message === null ? null : failure(400, { Message: message });
  }

  private site(siteId: number): SiteListItem {
    return this.sites.find((s) => s.SiteId === siteId)!;
  }

  async list(): Promise<HttpResult<SiteListItem[]>> {
    return ok(this.sites);
  }
  async choices(): Promise<HttpResult<SiteChoices>> {
    return ok(CHOICES);
  }
  async details(siteId: number): Promise<HttpResult<SiteListItem>> {
    const site = this.sites.find((s) => s.SiteId === siteId);
    return site ? ok(site) : failure(404, { Message: 'No site.' });
  }
  async save(input: SiteInput): Promise<HttpResult<SiteListItem>> {
    this.calls.push(`save ${input.Name}`);
    const refused = this.refusal();
    if (refused) return refused;
    const saved = siteOf({ ...input, SiteId: input.SiteId || this.nextId++, UserCount: 0 });
    this.sites = [...this.sites.filter((s) => s.SiteId !== saved.SiteId), saved];
    return ok(saved);
  }
  async remove(siteId: number): Promise<HttpResult<unknown>> {
    this.calls.push(`remove ${siteId}`);
    this.sites = this.sites.filter((s) => s.SiteId !== siteId);
    return ok({});
  }
  async setPassword(siteId: number, password: string): Promise<HttpResult<SiteListItem>> {
    this.calls.push(`password ${siteId} ${password}`);
    const refused = this.refusal();
    if (refused) return refused;
    const site = { ...this.site(siteId), PasswordSetOn: '2026-11-29T11:00:00.000Z' };
    this.sites = this.sites.map((s) => (s.SiteId === siteId ? site : s));
    return ok(site);
  }
  async link(
    siteId: number,
    kind: SiteLinkKind,
    projectId: number,
    itemId: number | null,
  ): Promise<HttpResult<SiteLink>> {
    this.calls.push(`link ${kind} ${projectId} ${itemId}`);
    const Hash = 'Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56';
    return ok({
      LinkId: 1,
      SiteId: siteId,
      Hash,
      Kind: kind,
      ProjectId: projectId,
      ItemId: itemId,
      Path: `/site/link/${Hash}/1`,
    });
  }
  async users(siteId: number): Promise<HttpResult<SiteUserView[]>> {
    return ok(this.people.filter((u) => u.SiteId === siteId));
  }
  async invite(draft: SiteInvitationDraft): Promise<HttpResult<SiteUserView>> {
    this.calls.push(`invite ${draft.Email}`);
    const refused = this.refusal();
    if (refused) return refused;
    const user = userOf({
      ...draft,
      SiteUserId: this.nextId++,
      Status: 'Invited',
      LastVisitOn: null,
      InvitationExpiresOn: '2026-12-06T11:00:00.000Z',
    });
    this.people = [...this.people, user];
    return ok(user);
  }
  private change(siteUserId: number, change: Partial<SiteUserView>): HttpResult<SiteUserView> {
    const user = { ...this.people.find((u) => u.SiteUserId === siteUserId)!, ...change };
    this.people = this.people.map((u) => (u.SiteUserId === siteUserId ? user : u));
    return ok(user);
  }
  async resend(siteUserId: number): Promise<HttpResult<SiteUserView>> {
    this.calls.push(`resend ${siteUserId}`);
    return this.change(siteUserId, {});
  }
  async deactivate(siteUserId: number): Promise<HttpResult<SiteUserView>> {
    this.calls.push(`deactivate ${siteUserId}`);
    return this.change(siteUserId, { Status: 'Deactivated' });
  }
  async reactivate(siteUserId: number): Promise<HttpResult<SiteUserView>> {
    this.calls.push(`reactivate ${siteUserId}`);
    return this.change(siteUserId, { Status: 'Active' });
  }
  async removeUser(siteUserId: number): Promise<HttpResult<unknown>> {
    this.calls.push(`remove user ${siteUserId}`);
    this.people = this.people.filter((u) => u.SiteUserId !== siteUserId);
    return ok({});
  }
  async updateUser(change: SiteUserChange): Promise<HttpResult<SiteUserView>> {
    this.calls.push(`update ${change.SiteUserId} ${change.AccessEndsOn}`);
    const refused = this.refusal();
    if (refused) return refused;
    return this.change(change.SiteUserId, change);
  }
}
