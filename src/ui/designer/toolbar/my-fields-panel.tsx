import { observer } from 'mobx-react-lite';
import { TEMPLATE_LIST_EMPTY, TEMPLATE_LIST_LOADING } from '../../../domain/forms/designer/designer-messages';
import type { DesignerPageStore } from '../../../stores/designer/designer-page.store';
import { MyFieldItem } from '../dialogs/my-field-item';

/**
 * My Fields (forms spec §2): the saved field templates, "Loading..." or "-- No Items --". Each entry
 * (./dialogs/my-field-item.tsx) edits or deletes its template; here it is also a drag source, and
 * Enter on it adds its field at the focused cell.
 */
export const MyFieldsPanel = observer(function MyFieldsPanel({ page }: { page: DesignerPageStore }) {
  const { designer, keyboard } = page;
  const form = designer.form;
  const list = designer.templates;
  return (
    <section aria-labelledby="dz-group-templates">
      <h2 id="dz-group-templates">My Fields</h2>
      {list.length === 0 || !form ? (
        <p className="dz-empty">{designer.templatesLoading ? TEMPLATE_LIST_LOADING : TEMPLATE_LIST_EMPTY}</p>
      ) : (
        <ul className="dz-templates">
          {list.map((template) => (
            <MyFieldItem
              key={template.TemplateId}
              template={template}
              form={form}
              otherFormsInSet={[...designer.otherFormsInSet]}
              onUpdated={() => void designer.refreshTemplates()}
              onDeleted={() => void designer.refreshTemplates()}
              itemProps={{
                className: 'dz-template',
                tabIndex: 0,
                title: `Drag ${template.Name} to the form, or press Enter to add it at the focused cell`,
                'aria-label': template.Name,
                ...({
                  'data-dz-drag': `template:${template.TemplateId}`,
                  'data-dz-label': template.Name,
                } as object),
                onKeyDown: (event) => {
                  if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
                  event.preventDefault();
                  void keyboard.templateActivated(template.TemplateId);
                },
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
});
