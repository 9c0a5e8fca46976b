import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { RECURRING_LABELS, deliveryLabel, type RecurringTypeId } from '../../domain/reports/report-schedule';
import type { ReportFilterDialogStore } from '../../stores/reports/report-filter-dialog.store';
import { SelectInput, TextInput, type Choice } from '../designer/dialogs/controls';

const RECURRENCES: readonly Choice<RecurringTypeId>[] = (
  Object.keys(RECURRING_LABELS) as unknown as RecurringTypeId[]
).map((value) => ({ value: Number(value) as RecurringTypeId, label: RECURRING_LABELS[value] }));

/** Ours: "" stands for the workspace's own zone, which the server applies (docs/reports.md). */
const WORKSPACE_ZONE = '';

function zoneChoices(current: string | null, workspaceZone: string | undefined): Choice<string>[] {
  const supported =
    (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  const zones = current && !supported.includes(current) ? [current, ...supported] : supported;
  const workspace = workspaceZone
    ? `Workspace time zone (${workspaceZone.replace(/_/g, ' ')})`
    : 'Workspace time zone';
  return [
    { value: WORKSPACE_ZONE, label: workspace },
    ...zones.map((z) => ({ value: z, label: z.replace(/_/g, ' ') })),
  ];
}

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The schedule of a filter (spec §4 "Filter save"): the starting date, its time zone and recurrence (enabled only for a
 * future date), the recipients (the e-mail input and Add disabled until a date), and the next five deliveries.
 */
export const FilterScheduleSection = observer(function FilterScheduleSection({
  store,
}: {
  store: ReportFilterDialogStore;
}) {
  const draft = store.draft;
  const workspaceZone = store.workspaceZone;
  const zones = useMemo(() => zoneChoices(draft.TimeZone, workspaceZone), [draft.TimeZone, workspaceZone]);
  return (
    <fieldset className="dlg-section">
      <legend>Schedule</legend>
      <p className="dlg-field__hint">
        Scheduled reports are delivered by e-mail at 3:00 am in the chosen time zone.
      </p>
      <div className="dlg-row">
        <TextInput
          label="Starting date"
          type="date"
          value={draft.StartingDate ?? ''}
          onChange={(date) => store.startingDateTyped(date)}
        />
        <SelectInput
          label="Time zone"
          value={draft.TimeZone ?? WORKSPACE_ZONE}
          choices={zones}
          onChange={(zone) => store.fieldSet('TimeZone', zone ? zone : null)}
        />
        <SelectInput
          label="Recurrence"
          value={draft.RecurringType}
          choices={RECURRENCES}
          disabled={!store.recurrenceEnabled}
          // A scheduled filter always recurs (spec §4: daily unless chosen otherwise); "Not recurring" only names the
          // state of a filter without a schedule, and is no choice once a starting date is set.
          placeholder={draft.RecurringType === null ? 'Not recurring' : undefined}
          onChange={(type) => type !== null && store.recurrenceChosen(type)}
        />
      </div>
      <div className="dlg-row">
        <TextInput
          label="Recipient e-mail"
          type="email"
          value={store.email}
          disabled={!store.emailEnabled}
          maxLength={300}
          onChange={(email) => store.emailTyped(email)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            store.recipientAddClicked();
          }}
          error={store.recipientsMessages}
        />
        <button
          type="button"
          className="button"
          disabled={!store.emailEnabled}
          onClick={() => store.recipientAddClicked()}
        >
          Add
        </button>
      </div>
      {draft.ReportFilterScheduleRecipients.length > 0 && (
        <ul className="dlg-chips" aria-label="Recipients">
          {draft.ReportFilterScheduleRecipients.map((email) => (
            <li key={email}>
              {email}
              <button
                type="button"
                aria-label={`Remove ${email}`}
                onClick={() => store.recipientRemoved(email)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {store.upcoming.length > 0 && (
        <div>
          <h3 className="filter-dialog__subhead" id="next-deliveries">
            Next deliveries
          </h3>
          <ol className="next-deliveries" aria-labelledby="next-deliveries">
            {store.upcoming.map((at) => (
              <li key={at}>{deliveryLabel(at, store.zone, viewerZone())}</li>
            ))}
          </ol>
        </div>
      )}
    </fieldset>
  );
});
