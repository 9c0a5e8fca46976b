/** A filter as the filter calls answer it (issue 32 #1, #2): the stored view with who created and who saved it last. */
import type { ReportFilterRecord, UserRecord } from '../../../fixtures/types';
import { reportRights } from '../../../src/domain/access/report-access.policy';
import type { ReportRights } from '../../../src/domain/access/report-access.policy';
import type { ReportFilter } from '../../../src/domain/reports/report-filter.entity';
import { actorOf } from '../../access/access-facts';
import type { Store } from '../../store';
import { filterView } from './report-data';
import { recordedUserName } from '../admin/admin-views';

export function savedFilterView(store: Store, filter: ReportFilterRecord, now: number): ReportFilter {
  const savedBy = filter.savedBy ?? filter.createdBy;
  return {
    ...filterView(store, filter, now),
    CreatedById: filter.createdBy,
    SavedById: savedBy,
    SavedByName: recordedUserName(store, savedBy),
  };
}

/** What reportAuth answers for `user`, and what the delete calls decide with. */
export function rightsOf(store: Store, user: UserRecord): ReportRights {
  return reportRights(actorOf(store, user));
}
