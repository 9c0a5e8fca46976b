import type { Application } from 'express';
import type { SiteRecord } from '../../../fixtures/types';
import { passwordProblem } from '../../../src/domain/account/password.rules';
import { SITE_KIND } from '../../../src/domain/sites/site.entity';
import type { SiteChoices } from '../../../src/domain/sites/site-admin.entity';
import { SiteSessionText } from '../../../src/domain/sites/site-session-texts';
import { SiteText, isOpenOn, siteProblems } from '../../../src/domain/sites/site.rules';
import { hashPassword } from '../../account/passwords';
import type { MockContext } from '../../context';
import { badRequest, handle } from '../../http';
import type { MockClock } from '../../mock-clock';
import { SiteCreateBody, SiteIdBody, SitePasswordBody, SiteUpdateBody } from '../../schemas/sites.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import { MAX_ID } from '../../schemas/schema-rules';
import { administrator } from '../admin/admin-guard';
import { siteCreationRefusal } from './site-admin-quota';
import {
  endVisitorSessions,
  foldersOf,
  newSiteHash,
  siteFacts,
  siteOr404,
  toSiteListItem,
  visitorAccountsOf,
} from './site-admin-views';

const firstProblem = (problems: Record<string, string | undefined>) => {
  const entry = Object.entries(problems).find(([, message]) => message);
  return entry ? `${entry[0]}: ${entry[1]}` : null;
};

/**
 * The sites of the workspace (issue 33; administrators only; docs/sites.md "Administration"): list, the choices a
 * site may show, details, create, change, delete, and a single-password site's password. Closing a site (inactive,
 * deleted, an end date passed) or setting a new password ends its visitors' sessions at once.
 */
export function registerSiteAdminSiteRoutes(app: Application, ctx: MockContext, clock: MockClock): void {
  const { store } = ctx;

  app.get(
    '/site/list',
    handle((_req, res) => {
      const { user } = administrator(store, res);
      res.json(
        store.data.sites
          .filter((s) => s.workspaceId === user.workspaceId)
          .sort((a, b) => a.Name.localeCompare(b.Name))
          .map((s) => toSiteListItem(ctx, s)),
      );
    }),
  );

  app.get(
    '/site/choices',
    handle((_req, res) => {
      const { user } = administrator(store, res);
      const workspace = store.workspace(user.workspaceId);
      const answer: SiteChoices = {
        Projects: store.data.projects
          .filter((p) => p.workspaceId === user.workspaceId)
          .map((p) => ({ ProjectId: p.ProjectId, Name: p.Name }))
          .sort((a, b) => a.Name.localeCompare(b.Name)),
        Folders: foldersOf(store, user.workspaceId),
        Logo: workspace?.logo ?? null,
        WorkspaceName: workspace?.name ?? '',
      };
      res.json(answer);
    }),
  );

  app.get(
    '/site/details',
    handle((req, res) => {
      const { user } = administrator(store, res);
      const site = siteOr404(store, user.workspaceId, queryInteger(req, 'siteId', { min: 1, max: MAX_ID }));
      res.json(toSiteListItem(ctx, site));
    }),
  );

  app.post(
    '/site/create',
    handle((req, res) => {
      const { user: admin } = administrator(store, res);
      const body = validBody(req, SiteCreateBody);
      const draft = { ...body, AccessEndsOn: body.AccessEndsOn ?? null };
      const problem = firstProblem(siteProblems(draft, siteFacts(store, admin.workspaceId, clock.now())));
      if (problem) throw badRequest(problem);
      const refusal = siteCreationRefusal(store, admin.workspaceId);
      if (refusal) throw badRequest(refusal);
      const site: SiteRecord = {
        SiteId: store.nextId(store.data.sites, (s) => s.SiteId),
        Name: body.Name.trim(),
        Kind: body.Kind,
        IsActive: body.IsActive,
        AccessEndsOn: draft.AccessEndsOn,
        Hash: newSiteHash(),
        Projects: body.Projects.map((p) => ({
          ProjectId: p.ProjectId,
          Folders: p.Folders.map((f) => ({ FolderId: f.FolderId, CanUpload: f.CanUpload })),
        })),
        CreatedOn: new Date(clock.now()).toISOString(),
        PasswordSetOn: null,
        workspaceId: admin.workspaceId,
        visitorUserId: null,
      };
      store.data.sites.push(site);
      store.save();
      res.json(toSiteListItem(ctx, site));
    }),
  );

  app.post(
    '/site/update',
    handle((req, res) => {
      const { user: admin } = administrator(store, res);
      const body = validBody(req, SiteUpdateBody);
      const site = siteOr404(store, admin.workspaceId, body.SiteId);
      if (body.Kind !== site.Kind) throw badRequest(`Kind: ${SiteText.kindFixed}`);
      const draft = { ...body, AccessEndsOn: body.AccessEndsOn ?? null };
      const facts = siteFacts(store, admin.workspaceId, clock.now(), site.AccessEndsOn);
      const problem = firstProblem(siteProblems(draft, facts));
      if (problem) throw badRequest(problem);
      const wasOpen = site.IsActive && isOpenOn(site, facts.today);
      site.Name = body.Name.trim();
      site.IsActive = body.IsActive;
      site.AccessEndsOn = draft.AccessEndsOn;
      site.Projects = body.Projects.map((p) => ({
        ProjectId: p.ProjectId,
        Folders: p.Folders.map((f) => ({ FolderId: f.FolderId, CanUpload: f.CanUpload })),
      }));
      store.save();
      if (wasOpen && !(site.IsActive && isOpenOn(site, facts.today)))
        endVisitorSessions(ctx, visitorAccountsOf(store, site), SiteSessionText.siteClosed);
      res.json(toSiteListItem(ctx, site));
    }),
  );

  app.post(
    '/site/delete',
    handle((req, res) => {
      const { user: admin } = administrator(store, res);
      const site = siteOr404(store, admin.workspaceId, validBody(req, SiteIdBody).SiteId);
      const visitors = visitorAccountsOf(store, site);
      store.data.sites = store.data.sites.filter((s) => s !== site);
      store.data.siteUsers = store.data.siteUsers.filter((u) => u.SiteId !== site.SiteId);
      store.data.siteLinks = store.data.siteLinks.filter((l) => l.SiteId !== site.SiteId);
      store.save();
      endVisitorSessions(ctx, visitors, SiteSessionText.siteClosed);
      res.json({});
    }),
  );

  app.post(
    '/site/password',
    handle((req, res) => {
      const { user: admin } = administrator(store, res);
      const body = validBody(req, SitePasswordBody);
      const site = siteOr404(store, admin.workspaceId, body.SiteId);
      if (site.Kind !== SITE_KIND.SinglePassword) throw badRequest(SiteText.notSinglePassword);
      const workspaceName = store.workspace(admin.workspaceId)?.name;
      const problem = passwordProblem(body.Password, { workspaceName });
      if (problem) throw badRequest(`Password: ${problem}`);
      site.passwordHash = hashPassword(body.Password);
      delete site.password;
      site.PasswordSetOn = new Date(clock.now()).toISOString();
      store.save();
      // Everyone who came in with the old password leaves now (issue 33).
      if (site.visitorUserId) endVisitorSessions(ctx, [site.visitorUserId], SiteSessionText.passwordChanged);
      res.json(toSiteListItem(ctx, site));
    }),
  );
}
