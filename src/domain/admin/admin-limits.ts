/**
 * Sizes of what administrators name and list (ours; docs/administration.md "Limits"), written once for both sides: the
 * SPA's inputs and checks, the mock server's schemas.
 */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PERSON_NAME_LENGTH = 100;
export const MAX_ROLE_NAME_LENGTH = 100;
export const MAX_TEAM_NAME_LENGTH = 100;
export const MAX_WORKSPACE_NAME_LENGTH = 200;
/** Roles and teams a workspace may have; roles and teams one user may hold. */
export const MAX_ROLES = 200;
export const MAX_TEAMS = 500;
export const MAX_ROLES_PER_USER = 50;
export const MAX_TEAMS_PER_USER = 500;
/** Members set on a team in one call. */
export const MAX_TEAM_MEMBERS = 10_000;
/** Invitations waiting at once in a workspace (a bound on what one administrator can make the mail server send). */
export const MAX_PENDING_INVITATIONS = 1_000;
