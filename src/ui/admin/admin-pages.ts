import type { ComponentType } from 'react';
import { featurePage } from '../app/feature-pages';
import type { PageProps } from '../pages/page-props';

const users = featurePage('admin', () => import('./users-page').then((m) => m.UsersPage));
const general = featurePage('admin', () => import('./general-page').then((m) => m.GeneralPage));
const role = featurePage('admin', () => import('./role-page').then((m) => m.RolePage));
const activity = featurePage('admin', () => import('./activity-log-page').then((m) => m.ActivityLogPage));

/**
 * Views of the administration area (issue 17, and Team approval of issue 35; docs/administration.md), by route id; loaded when first opened. Users,
 * General and the activity log are each one page behind two routes (setup and workspace management).
 */
export const ADMIN_PAGES: Record<string, ComponentType<PageProps>> = {
  'setup.users.list': users,
  'workspace.users': users,
  'setup.role.list': featurePage('admin', () => import('./roles-page').then((m) => m.RolesPage)),
  'setup.role.new': role,
  'setup.role.details': role,
  'workspace.teams': featurePage('admin', () => import('./teams-page').then((m) => m.TeamsPage)),
  'setup.admin': featurePage('admin', () => import('./team-approval-page').then((m) => m.TeamApprovalPage)),
  'setup.general': general,
  'workspace.edit': general,
  'activity-log.list': activity,
  'workspace.activity': activity,
};
