import { forAdministrators, loggedOnly, openToAll, route } from './route-preset';
import type { RouteDefinition } from './route-types';

/*
 * Routes of the signed-in workspace application (spec section 2: logged-in user, cabinet, setup, landing
 * and workspace-management routes). The spec gives the paths and, for landing and workspace management,
 * the menu types; the rest is chosen here:
 * - Everyday work pages use the `user` menu; pages that design or administer content (form designer,
 *   form sharing, activity log) use `admin`. Account types 1 and 2 both have both menus, so this split only
 *   decides where a page sits in the side menu, never who may open it.
 * - Setup pages use the `setup` menu (account type 1 only), except /setup/changepassword which every
 *   signed-in workspace user needs: it uses `user`.
 * - /order/list and /success (payment done) use `user`: the spec does not tie them to workspace management,
 *   and a user who has just paid must not be bounced by a scope switch.
 * - /invitation is anonymous-allowed (spec section 6: invitations); it opens as a StartPage because it only
 *   resolves the invitation and moves on.
 * - Setup pages (but /setup/changepassword), workspace-management pages and the activity log are for workspace
 *   administrators only: account type 1 with the Admin role (issue 17). Anyone else with the menu gets /403.
 */

const user = loggedOnly('user');
const admin = loggedOnly('admin');
const setup = forAdministrators(loggedOnly('setup'));
const landing = loggedOnly('landing');
const manageWorkspace = forAdministrators(loggedOnly('manageWorkspace'));

export const APP_ROUTES: readonly RouteDefinition[] = [
  route('search', '/search/:searchPhrase', 'Search', 'search', user),
  route('project.create', '/project', 'New Project', 'projects', user),
  route('project.list', '/project/list', 'Projects', 'projects', user),
  route('project.details', '/project/details/:projectId', 'Project Details', 'projects', user),
  route('form.list', '/form/list', 'Forms', 'forms', user),
  route('form-instance.details', '/forminstance/:instanceId', 'Form Instance', 'forms', user),
  route('form.group.details', '/forms/group/details/:id', 'Form Group', 'forms', user),
  route('form.details', '/form/details/:formId', 'Form Details', 'forms', user),
  route('form.manage', '/setup/form/manage/:formId', 'Manage Form', 'forms', admin),
  route('form.preview', '/setup/form/preview/:formId', 'Preview Form', 'forms', admin),
  route('form.share', '/share-form/:formId', 'Share Form', 'forms', admin),
  route('report.list', '/report/list', 'Reports', 'reports', user),
  route('report.filters', '/report-filters/:reportId-:reportType', 'Report Filters', 'reports', user),
  route('report.group.details', '/report/group/details/:id', 'Report Group', 'reports', user),
  route('report.details', '/report/details/:reportId-:reportType', 'Report Details', 'reports', user),
  route('report.preview', '/report/preview/:reportId-:reportType', 'Report Preview', 'reports', user),
  // Spelt "fiter" in the product (spec section 2 and the reports document): keep the spelling.
  route('report.filter.details', '/report/fiter/details/:filterId', 'Report Filter Details', 'reports', user),
  route('task.list', '/task/list', 'Tasks', 'tasks', user),
  route('activity-log.list', '/activitylog/list', 'Activity Log', 'activity', forAdministrators(admin)),
  route('dashboard', '/dashboard', 'Dashboard', 'dashboard', user),
  route('order.list', '/order/list', 'Orders', 'orders', user),
  route('payment.success', '/success', 'Payment Successful', 'orders', user),
  route(
    'document.upload',
    '/documentupload/:uploadId/:action/:returnParam',
    'Document Upload',
    'cabinet',
    user,
  ),

  route('cabinet.list', '/cabinet/list', 'Cabinets', 'cabinet', user),
  route('cabinet.new', '/cabinet/new', 'New Cabinet', 'cabinet', user),
  route(
    'cabinet.folder.new',
    '/cabinet/:rootContextFolderId/folder/new/:contextFolderId-:parentFolderId',
    'New Folder',
    'cabinet',
    user,
  ),
  route(
    'cabinet.folder',
    '/cabinet/:rootContextFolderId/folder/:contextFolderId-:folderId',
    'Folder',
    'cabinet',
    user,
  ),
  route(
    'cabinet.share.manage',
    '/cabinet/:rootContextFolderId/share/:itemType/manage/:contextFolderId-:itemId',
    'Manage Sharing',
    'cabinet',
    user,
  ),
  route(
    'cabinet.item.move',
    '/cabinet/:rootContextFolderId/item/:itemType/move/:contextFolderId-:itemId',
    'Move Item',
    'cabinet',
    user,
  ),
  route(
    'cabinet.item.move.group',
    '/cabinet/:rootContextFolderId/item/:itemType/move/:contextFolderId-:itemId/group/:groupId',
    'Move Item',
    'cabinet',
    user,
  ),
  route(
    'cabinet.item.copy',
    '/cabinet/:rootContextFolderId/item/:itemType/copy/:contextFolderId-:itemId',
    'Copy Item',
    'cabinet',
    user,
  ),
  route(
    'cabinet.item.copy.group',
    '/cabinet/:rootContextFolderId/item/:itemType/copy/:contextFolderId-:itemId/group/:groupId',
    'Copy Item',
    'cabinet',
    user,
  ),

  route('setup.general', '/setup/general', 'General Settings', 'setup', setup),
  route('setup.users.list', '/setup/users/list', 'Users', 'setup', setup),
  route('setup.role.list', '/setup/role/list', 'Roles', 'setup', setup),
  route('setup.role.new', '/setup/role/new', 'New Role', 'setup', setup),
  route('setup.role.details', '/setup/role/details/:id', 'Role Details', 'setup', setup),
  route('setup.workflow.list', '/setup/workflow/list', 'Workflows', 'setup', setup),
  route('setup.workflow.new', '/setup/workflow/new', 'New Workflow', 'setup', setup),
  route('setup.workflow.details', '/setup/workflow/details/:workflowId', 'Workflow Details', 'setup', setup),
  route('setup.project-tag.list', '/setup/projecttag/list/:id?', 'Project Tags', 'setup', setup),
  route('setup.site.new', '/setup/site/new', 'New Site', 'setup', setup),
  route('setup.site.list', '/setup/site/list', 'Sites', 'setup', setup),
  route('setup.site.details', '/setup/site/details/:siteId', 'Site Details', 'setup', setup),
  route('setup.site.manage', '/setup/site/:siteId/manage/list', 'Manage Site', 'setup', setup),
  route('setup.admin', '/setup/admin', 'Team Approval Settings', 'setup', setup),
  route('setup.note-category.list', '/setup/NoteCategory/list', 'Note Categories', 'setup', setup),
  route(
    'setup.note-category.details',
    '/setup/NoteCategory/details/:categoryId',
    'Note Category Details',
    'setup',
    setup,
  ),
  route('setup.tasks', '/setup/tasks', 'Task Settings', 'setup', setup),
  route('setup.tasks.category', '/setup/tasks/category/:categoryId', 'Task Category', 'setup', setup),
  route('setup.project-summary.list', '/setup/projectsummary/list', 'Project Summaries', 'setup', setup),
  route('setup.project-summary.new', '/setup/projectsummary/new', 'New Project Summary', 'setup', setup),
  route(
    'setup.project-summary.details',
    '/setup/projectsummary/details/:projectSummaryId',
    'Project Summary Details',
    'setup',
    setup,
  ),
  route('setup.doctype.list', '/setup/doctype/list', 'Document Types', 'setup', setup),
  route('setup.doctype.details', '/setup/doctype/:id', 'Document Type', 'setup', setup),
  route('setup.change-password', '/setup/changepassword', 'Change Password', 'setup', user),

  route('landing.workspaces', '/workspaces', 'Workspaces', 'landing', landing),
  route('landing.notifications', '/notifications', 'Notifications', 'landing', landing),
  route('landing.profile', '/profile', 'Profile', 'landing', landing),
  route(
    'landing.invitation',
    '/invitation/:hash/:recordId',
    'Invitation',
    'landing',
    openToAll('landing', 'StartPage'),
  ),

  route('workspace.teams', '/workspace/:id/teams', 'Teams', 'workspace', manageWorkspace),
  route('workspace.edit', '/workspace/:id/edit', 'Edit Workspace', 'workspace', manageWorkspace),
  route('workspace.billing', '/workspace/:id/billing', 'Billing', 'workspace', manageWorkspace),
  route(
    'workspace.subscription',
    '/workspace/:id/subscription',
    'Subscription',
    'workspace',
    manageWorkspace,
  ),
  route('workspace.users', '/workspace/:id/users', 'Workspace Users', 'workspace', manageWorkspace),
  route('workspace.merchant', '/workspace/:id/merchant', 'Merchant Settings', 'workspace', manageWorkspace),
  route('workspace.activity', '/workspace/:id/activity', 'Workspace Activity', 'workspace', manageWorkspace),
];
