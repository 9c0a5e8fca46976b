import { observer } from 'mobx-react-lite';
import type { DesignerPreviewStore } from '../../stores/designer/designer-preview.store';
import { FieldGrid } from '../fields/field-grid';

/** Fill mode: the form as users fill it, with the shared field renderer; nothing typed here is saved. */
export const DesignerFill = observer(function DesignerFill({ preview }: { preview: DesignerPreviewStore }) {
  const form = preview.form;
  if (!form) return null;
  return (
    <div className="dz-fill">
      <FieldGrid
        layout={form}
        entries={preview.fields}
        shapes={preview.model?.shapeOf}
        onChange={preview.fieldChanged}
        idPrefix="preview"
        label={`${form.FormName} (preview)`}
      />
    </div>
  );
});
