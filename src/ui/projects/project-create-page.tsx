import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { ProjectCreateStore } from '../../stores/projects/project-create.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import './projects.css';

/** /project/: a name (required, at most 254 characters) and a description. */
export const ProjectCreatePage = observer(function ProjectCreatePage() {
  const store = useStore(ProjectCreateStore);
  const errors = store.fieldErrors;
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void store.submitted();
  };
  return (
    <section className="project-create">
      <PageHeader title="New Project" crumbs={[{ label: 'Projects', to: '/project/list' }]} />
      <form className="form project-form" onSubmit={submitted} noValidate aria-label="New project">
        {store.message && (
          <p className="form__error" role="alert">
            {store.message}
          </p>
        )}
        <div className="field">
          <label htmlFor="project-name">Name</label>
          <input
            id="project-name"
            name="name"
            value={store.name}
            onChange={(event) => store.nameChanged(event.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'project-name-error' : undefined}
            aria-required="true"
            autoFocus
          />
          {errors.name && (
            <span className="field__error" id="project-name-error">
              {errors.name}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor="project-description">Description</label>
          <textarea
            id="project-description"
            name="description"
            rows={4}
            value={store.description}
            onChange={(event) => store.descriptionChanged(event.target.value)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? 'project-description-error' : undefined}
          />
          {errors.description && (
            <span className="field__error" id="project-description-error">
              {errors.description}
            </span>
          )}
        </div>
        <div>
          <button type="submit" className="button" disabled={store.busy}>
            {store.busy ? 'Creating…' : 'Create project'}
          </button>
        </div>
      </form>
    </section>
  );
});
