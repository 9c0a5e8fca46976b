import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { flushSync } from 'react-dom';
import type { DropZone } from '../../domain/forms/designer/drop-zones';
import type { FieldTypeId } from '../../domain/forms/form.entity';
import { DesignerPageStore } from '../../stores/designer/designer-page.store';
import { useStore, useStores } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { DesignerCanvas, isEditable } from './canvas/designer-canvas';
import { useDesignerDrag, type DragSource } from './canvas/use-designer-drag';
import { DesignerDialogHost } from './designer-dialog-host';
import { DesignerFill } from './designer-fill';
import { DesignerToolbar } from './toolbar/designer-toolbar';
import './designer.css';

/**
 * Manage Form (/setup/form/manage/{formId}, forms spec §2): the designer. Toolbar, grid canvas, the
 * edit / preview toggle, the rulers and page guide checkbox, Recalculate Print Guides and Done.
 */
export const DesignerPage = observer(function DesignerPage({ match }: PageProps) {
  const page = useStore(DesignerPageStore);
  const { navigation, dialogs, user } = useStores();
  const navigate = useNavigate();
  const formId = Number(match.params.formId);
  const rootRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const { designer, view, editor, grid } = page;
  usePageSubject(match.path, designer.form?.FormName);

  useEffect(() => {
    void page.open(formId);
    const untrack = navigation.track(`designer-${formId}`, page.isDirty);
    return untrack;
  }, [page, formId, navigation]);

  const dropped = useCallback(
    (source: DragSource, zone: DropZone) => {
      if (source.kind === 'tool') void editor.toolDropped(source.type as FieldTypeId, zone);
      else if (source.kind === 'template') void editor.templateDropped(source.templateId, zone);
      else void editor.fieldDropped(source.fieldId, zone);
    },
    [editor],
  );
  // A form the user may not change opens in Preview, with Edit disabled and the reason beside it: nothing is offered
  // that the server would refuse after the work is done (docs/authorization.md).
  const refusal = designer.form ? user.formChangeRefusal(designer.form.Access) : null;
  const editing = view.editMode && refusal === null;
  useEffect(() => {
    if (refusal !== null && view.editMode) page.editModeChanged(false);
  }, [refusal, view.editMode, page]);
  useDesignerDrag(rootRef, canvasRef, dropped, designer.status === 'ready' && editing);

  // Ctrl+Z and Ctrl+Y work from anywhere on the page: the toolbar, the bar, or the page body, where
  // the focus is after a drag. The canvas handles its own keys first (and prevents their default).
  const ready = designer.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    const keyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || !(event.ctrlKey || event.metaKey)) return;
      if (isEditable(event.target) || view.dialog || dialogs.top || !editing) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      event.preventDefault();
      void (key === 'y' || event.shiftKey ? grid.redo(true) : grid.undo(true));
    };
    document.addEventListener('keydown', keyDown);
    return () => document.removeEventListener('keydown', keyDown);
  }, [ready, view, grid, dialogs, editing]);

  const recalculate = () => {
    // The canvas draws the rows out of view only when scrolled near; the guides need every row's height.
    flushSync(() => view.showAllRows());
    const rows = canvasRef.current?.querySelectorAll<HTMLElement>('.dz-row');
    page.printGuidesMeasured([...(rows ?? [])].map((row) => row.getBoundingClientRect().height));
  };

  const form = designer.form;
  const guides = view.guidesSwitch(form?.Options);
  const title = form?.FormName ?? 'Manage Form';
  const crumbs = [
    { label: 'Forms', to: '/form/list' },
    ...(form ? [{ label: 'Form Details', to: `/form/details/${formId}` }] : []),
  ];
  if (designer.status !== 'ready' || !form) {
    return (
      <section className="dz-page">
        <PageHeader title="Manage Form" crumbs={crumbs} />
        {designer.status === 'loading' && <p className="library-muted">Loading...</p>}
        {designer.status === 'not-found' && <p className="notice">This form does not exist.</p>}
        {designer.status === 'failed' && <p className="notice">The form could not be loaded.</p>}
      </section>
    );
  }
  return (
    <section className="dz-page" ref={rootRef}>
      <PageHeader
        title={title}
        crumbs={crumbs}
        actions={
          <button type="button" className="button" onClick={() => navigate(`/form/details/${formId}`)}>
            Done
          </button>
        }
      />
      <div className="dz-bar">
        <div className="dz-switch" role="group" aria-label="Mode">
          <button
            type="button"
            aria-pressed={editing}
            disabled={refusal !== null}
            aria-describedby={refusal ? 'dz-edit-reason' : undefined}
            onClick={() => page.editModeChanged(true)}
          >
            Edit
          </button>
          <button type="button" aria-pressed={!editing} onClick={() => page.editModeChanged(false)}>
            Preview
          </button>
        </div>
        {refusal && (
          <span id="dz-edit-reason" className="notice">
            {refusal}
          </span>
        )}
        <label className="dz-bar__group">
          <input
            type="checkbox"
            checked={guides.checked}
            disabled={guides.locked}
            aria-describedby={guides.reason ? 'dz-guides-reason' : undefined}
            onChange={(event) => view.setGuidesChecked(event.target.checked)}
          />
          Rulers and page guide
        </label>
        {guides.reason && (
          <span id="dz-guides-reason" className="library-muted">
            {guides.reason}
          </span>
        )}
        <button type="button" className="button button--plain" disabled={!editing} onClick={recalculate}>
          Recalculate Print Guides
        </button>
        <span className="library-muted" role="status" aria-live="polite">
          {designer.pending > 0 ? 'Saving...' : ''}
        </span>
      </div>
      <div className="dz-body">
        {editing && <DesignerToolbar page={page} />}
        {editing ? (
          <DesignerCanvas page={page} canvasRef={canvasRef} />
        ) : (
          <DesignerFill preview={page.preview} />
        )}
      </div>
      <DesignerDialogHost page={page} />
    </section>
  );
});
