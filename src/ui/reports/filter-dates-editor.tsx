import { observer } from 'mobx-react-lite';
import type { DatesOf } from '../../domain/reports/report-filter.rules';
import { dateCriteriaOf } from '../../domain/reports/report-filter.rules';
import { validDateRange } from '../../domain/projects/date-criteria';
import { ReportMessage } from '../../domain/reports/report-messages';
import type { ReportFilterDialogStore } from '../../stores/reports/report-filter-dialog.store';
import { TextInput } from '../designer/dialogs/controls';
import { CheckboxInput } from '../designer/dialogs/check-controls';

/**
 * Project or task dates of a filter (spec §4): All dates, or a from-to range; a recurring filter may use the day of
 * the delivery as its to date, which leaves a single from date.
 */
export const FilterDatesEditor = observer(function FilterDatesEditor({
  store,
  which,
  label,
}: {
  store: ReportFilterDialogStore;
  which: DatesOf;
  label: string;
}) {
  const dates = dateCriteriaOf(store.draft, which);
  const invalid = !validDateRange(dates);
  return (
    <div className="filter-dates" role="group" aria-label={label}>
      <CheckboxInput
        label={`${label}: All dates`}
        checked={dates.AllDates}
        onChange={(on) => store.allDatesSet(which, on)}
      />
      {!dates.AllDates && (
        <>
          {store.deliveryDateOffered && (
            <CheckboxInput
              label="Use Date of Report Delivery as To Date"
              checked={dates.UseDeliveryEndDate === true}
              onChange={(on) => store.deliveryEndSet(which, on)}
            />
          )}
          <div className="dlg-row">
            <TextInput
              label={`${label}: From`}
              type="date"
              value={dates.FromDate ?? ''}
              onChange={(value) => store.dateTyped(which, 'From', value)}
              error={invalid ? ReportMessage.invalidDateRange : null}
            />
            {!dates.UseDeliveryEndDate && (
              <TextInput
                label={`${label}: To`}
                type="date"
                value={dates.ToDate ?? ''}
                onChange={(value) => store.dateTyped(which, 'To', value)}
              />
            )}
          </div>
        </>
      )}
    </div>
  );
});
