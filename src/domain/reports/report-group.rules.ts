/**
 * Report groups (issue 32 #15, ours: the spec lists groups but no way to make them): a name, unique in the workspace,
 * at most 100 characters; created with the Create bit, renamed with Update, deleted by whoever created it or an
 * administrator (reportItemDeletion), and only when it holds no report. The mock server and the report list both
 * apply these rules (docs/reports.md "Report groups").
 */
import { firstRefusal, refused, ALLOWED, type AccessDecision } from '../access/access-decision';
import { reportItemDeletion, type ReportRights } from '../access/report-access.policy';
import { maxLengthMessage } from '../forms/validation/validation-messages';
import { ReportMessage } from './report-messages';
import type { ReportGroup } from './report.entity';

/** Ours: a group's name is a heading, so it is kept short. */
export const REPORT_GROUP_NAME_MAX = 100;

export const ReportGroupMessage = {
  tooLong: maxLengthMessage(REPORT_GROUP_NAME_MAX),
  taken: (name: string) => `A report group named “${name}” already exists.`,
  notEmpty: (count: number) =>
    `It holds ${count === 1 ? '1 report' : `${count} reports`}: move or delete ${count === 1 ? 'it' : 'them'} first.`,
} as const;

/** Names are compared trimmed and without regard to case: "Finance" and " finance" are the same group. */
const key = (name: string) => name.trim().toLocaleLowerCase();

/**
 * What is wrong with a group's name, or null: required ("Required!"), at most 100 characters, not the name of
 * another group of the workspace (`others`: every group; `ownId` the group renamed, which may keep its name).
 */
export function groupNameError(
  name: string,
  others: readonly Pick<ReportGroup, 'ReportGroupId' | 'Name'>[],
  ownId: number | null = null,
): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return ReportMessage.required;
  if (trimmed.length > REPORT_GROUP_NAME_MAX) return ReportGroupMessage.tooLong;
  const same = others.find((g) => g.ReportGroupId !== ownId && key(g.Name) === key(trimmed));
  return same ? ReportGroupMessage.taken(same.Name) : null;
}

/**
 * Whether the group may be deleted: its creator or an administrator (with the Delete bit), and only when empty, so a
 * group's delete never takes anyone's reports with it. `reportCount`: the reports it holds.
 */
export function groupDeletion(
  rights: ReportRights,
  group: Pick<ReportGroup, 'CreatedById'>,
  reportCount: number,
): AccessDecision {
  return firstRefusal(
    () => reportItemDeletion(rights, group.CreatedById),
    () => (reportCount > 0 ? refused(ReportGroupMessage.notEmpty(reportCount)) : ALLOWED),
  );
}
