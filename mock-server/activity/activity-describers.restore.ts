/** What the activity log says about deleting and restoring users (issue 35; docs/account.md "Deleted accounts"). */
import { DELETED_RETENTION_DAYS } from '../../src/domain/account/account-deletion.rules';
import type { Describer, DescribeInput } from './activity-describers';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** The deleted or restored user's name as the answer gives it (a deleted user is no longer in `users`). */
function nameOf(input: DescribeInput): string {
  const answer = (typeof input.answer === 'object' && input.answer !== null ? input.answer : {}) as Record<
    string,
    unknown
  >;
  return `${text(answer.FirstName)} ${text(answer.LastName)}`.trim() || text(answer.Email) || 'a user';
}

export const RESTORE_DESCRIBERS: Readonly<Record<string, Describer>> = {
  '/usersetup/delete': {
    after: (input) => ({
      area: 'users',
      action: `Deleted ${nameOf(input)} (restorable for ${DELETED_RETENTION_DAYS} days)`,
    }),
  },
  '/usersetup/restore': {
    after: (input) => ({ area: 'users', action: `Restored ${nameOf(input)}, who had been deleted` }),
  },
};
