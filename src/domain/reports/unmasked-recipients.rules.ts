/**
 * Who may be e-mailed a scheduled workbook with encrypted values in clear (issue 31; docs/reports.md, "Scheduled
 * delivery", and docs/authorization.md, "Reports"). A filter's recipients are any e-mail addresses (reports spec §3),
 * so without this rule a member could have decrypted values mailed outside the workspace on a schedule. The filter
 * dialog and the server's save apply `unmaskedRecipientsError`; each delivery applies `mayReceiveUnmasked` again, to
 * the people as they are then.
 */
import type { AccountType } from '../routing/account-types';
import type { ReportFilter } from './report-filter.entity';

/** A person an address may belong to, as far as this rule goes. */
export interface UnmaskReader {
  accountType: AccountType;
  /** Not deactivated. */
  active: boolean;
}

/**
 * Encrypted values go in clear only to an active workspace user (account type 1 or 2) of the filter's workspace: never
 * an outside address, a site or direct-link user (who see encrypted values only under their display mask) or someone
 * deactivated. Field by field, a delivery still shows in clear only what each of them may see.
 */
export function mayReceiveUnmasked(person: UnmaskReader | undefined): boolean {
  return !!person && person.active && (person.accountType === 1 || person.accountType === 2);
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

type Delivery = Pick<ReportFilter, 'UnmaskEncrypted' | 'ReportFilterScheduleRecipients'>;

/**
 * The recipients of a filter with Unmask on that are not among `readers` (the e-mail addresses of the workspace's
 * people who `mayReceiveUnmasked`), in the filter's order; none when Unmask is off (recipients exist only while a
 * starting date does: report-filter.rules.ts).
 */
export function refusedUnmaskedRecipients(f: Delivery, readers: readonly string[]): string[] {
  if (!f.UnmaskEncrypted) return [];
  return f.ReportFilterScheduleRecipients.filter((r) => !readers.some((reader) => sameAddress(reader, r)));
}

/** The message naming the refused addresses (ours). */
export function unmaskedRecipientsMessage(refused: readonly string[]): string {
  const list = refused.join(', ');
  return refused.length === 1
    ? `Unmasked encrypted values are e-mailed only to workspace users, and ${list} is not one. Remove it or turn off "Unmask encrypted fields".`
    : `Unmasked encrypted values are e-mailed only to workspace users, and ${list} are not. Remove them or turn off "Unmask encrypted fields".`;
}

/** The rule as a form message, or null when the filter may be saved. */
export function unmaskedRecipientsError(f: Delivery, readers: readonly string[]): string | null {
  const refused = refusedUnmaskedRecipients(f, readers);
  return refused.length > 0 ? unmaskedRecipientsMessage(refused) : null;
}
