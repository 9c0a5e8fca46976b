/**
 * The texts of the administration screens and their refusals (ours: the platform spec names the screens' routes but
 * "does not show the screens"; docs/administration.md). One place, so the server's 400/403 messages and the SPA's
 * own checks say the same.
 */
export const AdminText = {
  lastAdministrator:
    'The workspace needs at least one active administrator: give another workspace user the Admin role first.',
  notYourself: 'You cannot deactivate yourself.',
  adminRoleNeedsWorkspaceUser: 'Only workspace users (not team users) can hold the Admin role.',
  alreadyMember: (email: string) => `${email} is already a user of this workspace.`,
  alreadyInvited: (email: string) => `${email} has already been invited: resend the invitation instead.`,
  unknownRole: 'One of the roles does not exist.',
  unknownTeam: 'One of the teams does not exist.',
  noRole: 'Choose at least one role.',
  builtInRole: 'Built-in roles cannot be changed or deleted.',
  roleNameTaken: 'Another role already has this name.',
  roleNameBuiltIn: 'This name belongs to a built-in role.',
  roleInUse: (count: number) =>
    `This role is given to ${count === 1 ? '1 user' : `${count} users`}: choose a role to move them to.`,
  moveToSameRole: 'Choose another role to move its users to.',
  teamNameTaken: 'Another team already has this name.',
  teamHasProjects: 'This team has projects: move or delete them before deleting the team.',
  tooManyRoles: 'The workspace has as many roles as it may have.',
  tooManyTeams: 'The workspace has as many teams as it may have.',
  tooManyInvitations: 'The workspace has as many pending invitations as it may have: revoke some first.',
  invitationSent: (email: string) => `An invitation was sent to ${email}.`,
  invitationResent: (email: string) => `The invitation was sent to ${email} again.`,
  invitationRevoked: (email: string) => `The invitation of ${email} was revoked.`,
  invitationNotSent: 'The invitation e-mail could not be sent. Please try again in a few minutes.',
  userSaved: (name: string) => `${name} was updated.`,
  userDeactivated: (name: string) => `${name} was deactivated and signed out.`,
  userReactivated: (name: string) => `${name} was reactivated.`,
  roleSaved: (name: string) => `The role ${name} was saved.`,
  roleDeleted: (name: string) => `The role ${name} was deleted.`,
  teamSaved: (name: string) => `The team ${name} was saved.`,
  teamDeleted: (name: string) => `The team ${name} was deleted.`,
  settingsSaved: 'The settings were saved.',
  logoSaved: 'The logo was saved.',
  logoRemoved: 'The logo was removed.',
  inviteAccepted: (who: string) => `${who} accepted your invitation.`,
} as const;
