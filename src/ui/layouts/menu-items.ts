import type { MenuType } from '../../domain/routing/route-types';

export interface MenuItem {
  label: string;
  to: string;
  /** Shown only to workspace administrators (account type 1 with the Admin role). */
  adminOnly?: boolean;
  /** Shown only to a user who cannot open this path (where the item is offered otherwise). */
  unlessCanOpen?: string;
}

const MEMBER: MenuItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Projects', to: '/project/list' },
  { label: 'Forms', to: '/form/list' },
  { label: 'Reports', to: '/report/list' },
  { label: 'Tasks', to: '/task/list' },
  { label: 'Cabinets', to: '/cabinet/list' },
  // Only administrators see the orders (docs/billing.md): a member opening the link is told so, not offered it.
  { label: 'Orders', to: '/order/list', adminOnly: true },
  { label: 'Activity log', to: '/activitylog/list', adminOnly: true },
  { label: 'Quizzes', to: '/modules/quiz/list' },
  { label: 'Surveys', to: '/modules/survey/list' },
  { label: 'Setup', to: '/setup/general', adminOnly: true },
  // Ours: every signed-in user may change their password (the route is logged-only, platform spec §2); a workspace
  // user finds it in the landing menu, a team user (no landing pages) here.
  { label: 'Change password', to: '/setup/changepassword', unlessCanOpen: '/profile' },
];

const SETUP: MenuItem[] = [
  { label: 'General', to: '/setup/general' },
  { label: 'Users', to: '/setup/users/list' },
  { label: 'Roles', to: '/setup/role/list' },
  { label: 'Workflows', to: '/setup/workflow/list' },
  { label: 'Project tags', to: '/setup/projecttag/list' },
  { label: 'Sites', to: '/setup/site/list' },
  { label: 'Team approval', to: '/setup/admin' },
  { label: 'Note categories', to: '/setup/NoteCategory/list' },
  { label: 'Tasks', to: '/setup/tasks' },
  { label: 'Project summaries', to: '/setup/projectsummary/list' },
  { label: 'Document types', to: '/setup/doctype/list' },
  { label: 'Back to workspace', to: '/dashboard' },
];

const LANDING: MenuItem[] = [
  { label: 'Workspaces', to: '/workspaces' },
  { label: 'Notifications', to: '/notifications' },
  { label: 'Profile', to: '/profile' },
  { label: 'Change password', to: '/setup/changepassword' },
];

function workspaceItems(workspaceId: number): MenuItem[] {
  const base = `/workspace/${workspaceId}`;
  return [
    { label: 'Teams', to: `${base}/teams` },
    { label: 'Edit workspace', to: `${base}/edit` },
    { label: 'Users', to: `${base}/users` },
    { label: 'Billing', to: `${base}/billing` },
    { label: 'Subscription', to: `${base}/subscription` },
    { label: 'Merchant', to: `${base}/merchant` },
    { label: 'Activity', to: `${base}/activity` },
    { label: 'Back to workspaces', to: '/workspaces' },
  ];
}

const SITE: MenuItem[] = [{ label: 'Projects', to: '/site/project/list' }];

/** The side menu for a route's menu type. */
export function menuFor(menuType: MenuType, workspaceId: number, isAdmin: boolean): MenuItem[] {
  const items = (() => {
    switch (menuType) {
      case 'user':
      case 'admin':
        return MEMBER;
      case 'setup':
        return SETUP;
      case 'landing':
        return LANDING;
      case 'manageWorkspace':
        return workspaceItems(workspaceId);
      case 'site':
      case 'individualaccess':
      case 'singlepassword':
        return SITE;
      default:
        return [];
    }
  })();
  return items.filter((item) => !item.adminOnly || isAdmin);
}
