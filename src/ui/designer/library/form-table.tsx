import { Link } from 'react-router-dom';
import type { FormSummary } from '../../../domain/forms/form-catalog.entity';
import type { FormLibraryStore } from '../../../stores/designer/form-library.store';
import type { UserStore } from '../../../stores/session/user.store';
import { ProjectLinks } from './project-links';

/** The forms of a group: name (to the details), number of fields, linked projects, and the designer links. */
export function FormTable({
  forms,
  linkedProjects,
  actionsFor,
}: {
  forms: readonly FormSummary[];
  linkedProjects: FormLibraryStore['linkedProjects'];
  /** What the user may do to a form with this `Access`: Manage (the designer) only where they may change it. */
  actionsFor: UserStore['formActions'];
}) {
  if (forms.length === 0) return <p className="library-muted">No forms in this group.</p>;
  return (
    <table className="library-table">
      <thead>
        <tr>
          <th scope="col">Form</th>
          <th scope="col">Fields</th>
          <th scope="col">Projects</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {forms.map((form) => (
          <tr key={form.FormId}>
            <td>
              <Link to={`/form/details/${form.FormId}`}>{form.FormName}</Link>
            </td>
            <td>{form.FieldCount}</td>
            <td>
              <ProjectLinks projects={linkedProjects(form.ProjectIds)} empty="—" />
            </td>
            <td>
              <div className="library-table__actions">
                {actionsFor(form.Access).manage && (
                  <Link to={`/setup/form/manage/${form.FormId}`} aria-label={`Manage ${form.FormName}`}>
                    Manage
                  </Link>
                )}
                <Link to={`/setup/form/preview/${form.FormId}`} aria-label={`Preview ${form.FormName}`}>
                  Preview
                </Link>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
