import { inflateSync } from 'node:zlib';
import type { Application } from 'express';
import type { WorkspaceRecord } from '../../../fixtures/types';
import {
  DEFAULT_TIME_ZONE,
  logoProblem,
  timeZoneProblem,
  workspaceNameProblem,
  type WorkspaceSettings,
} from '../../../src/domain/admin/workspace-settings.rules';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { HttpError, badRequest, handle } from '../../http';
import { EmptyBody } from '../../schemas/common.schema';
import { LogoBody, SettingsBody } from '../../schemas/admin.schema';
import { validBody } from '../../schemas/valid-body';
import { administrator } from './admin-guard';

export function toSettings(workspace: WorkspaceRecord): WorkspaceSettings {
  return {
    WorkspaceId: workspace.id,
    Name: workspace.name,
    Theme: workspace.theme ?? 1,
    TimeZone: workspace.timeZone ?? DEFAULT_TIME_ZONE,
    HasActiveLogo: Boolean(workspace.logo),
    Logo: workspace.logo ?? null,
  };
}

const inflate = (data: Uint8Array, max: number) => inflateSync(data, { maxOutputLength: max });

/**
 * The General settings (administrators only): the workspace's name, theme and report time zone, its logo (the shared
 * form page's header and the PDF header show it). Any signed-in user of the workspace reads the logo (`workspace/logo`),
 * for the PDF header.
 */
export function registerSettingsRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;
  const workspaceOf = (workspaceId: number) => {
    const workspace = store.workspace(workspaceId);
    if (!workspace) throw new HttpError(404, 'No workspace.');
    return workspace;
  };

  app.get(
    '/workspace/settings',
    handle((_req, res) => {
      const { user } = administrator(store, res);
      res.json(toSettings(workspaceOf(user.workspaceId)));
    }),
  );

  app.post(
    '/workspace/settings/update',
    handle((req, res) => {
      const { user } = administrator(store, res);
      const body = validBody(req, SettingsBody);
      const nameProblem = workspaceNameProblem(body.Name);
      if (nameProblem) throw badRequest(`Name: ${nameProblem}`);
      const zoneProblem = timeZoneProblem(body.TimeZone);
      if (zoneProblem) throw badRequest(`TimeZone: ${zoneProblem}`);
      const workspace = workspaceOf(user.workspaceId);
      workspace.name = body.Name.trim();
      workspace.theme = body.Theme;
      workspace.timeZone = body.TimeZone;
      // The workspace's own scope carries its name (the current user's teamName in the workspace).
      const scope = store.scope(workspace.id, 0);
      if (scope) scope.name = workspace.name;
      store.save();
      res.json(toSettings(workspace));
    }),
  );

  app.post(
    '/workspace/logo/update',
    handle((req, res) => {
      const { user } = administrator(store, res);
      const { Logo } = validBody(req, LogoBody);
      const problem = logoProblem(Logo, { inflate });
      if (problem) throw badRequest(`Logo: ${problem}`);
      const workspace = workspaceOf(user.workspaceId);
      workspace.logo = Logo;
      store.save();
      res.json(toSettings(workspace));
    }),
  );

  app.post(
    '/workspace/logo/delete',
    handle((req, res) => {
      const { user } = administrator(store, res);
      validBody(req, EmptyBody);
      const workspace = workspaceOf(user.workspaceId);
      delete workspace.logo;
      store.save();
      res.json(toSettings(workspace));
    }),
  );

  app.get(
    '/workspace/logo',
    handle((_req, res) => {
      const { user } = signedIn(res);
      const workspace = workspaceOf(user.workspaceId);
      res.json({ HasActiveLogo: Boolean(workspace.logo), Logo: workspace.logo ?? null });
    }),
  );
}
