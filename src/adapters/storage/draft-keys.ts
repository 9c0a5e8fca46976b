/** Where drafts live in the browser's storage: `gridwork.form-draft.<userId>.<instanceId>`. */
export const DRAFT_KEY_PREFIX = 'gridwork.form-draft.';

/** Key of a user's draft of an instance. */
export const draftKey = (instanceId: number, userId: number) => `${DRAFT_KEY_PREFIX}${userId}.${instanceId}`;

/**
 * A draft key belonging to `userId`, or kept before drafts were scoped to users (`gridwork.form-draft.<instanceId>`,
 * which no user owns any more). With null, every draft key.
 */
export function isDraftKeyOf(key: string, userId: number | null): boolean {
  if (!key.startsWith(DRAFT_KEY_PREFIX)) return false;
  if (userId === null) return true;
  const rest = key.slice(DRAFT_KEY_PREFIX.length);
  return !rest.includes('.') || rest.startsWith(`${userId}.`);
}

/** Where one tab asks another whether it still edits this draft (removed by the answer); a draft key of the same user. */
export const draftQuestionKey = (instanceId: number, userId: number) =>
  `${draftKey(instanceId, userId)}.asked`;
