import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { ProjectCreateStore } from '../../stores/projects/project-create.store';
import { useStore } from '../app/stores-context';
import { FormField } from '../components/form-field';
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
        <FormField id="project-name" label="Name" error={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              value={store.name}
              onChange={(event) => store.nameChanged(event.target.value)}
              aria-required="true"
              autoFocus
            />
          )}
        </FormField>
        <FormField id="project-description" label="Description" error={errors.description}>
          {(control) => (
            <textarea
              {...control}
              name="description"
              rows={4}
              value={store.description}
              onChange={(event) => store.descriptionChanged(event.target.value)}
            />
          )}
        </FormField>
        <div>
          <button type="submit" className="button" disabled={store.busy}>
            {store.busy ? 'Creating…' : 'Create project'}
          </button>
        </div>
      </form>
    </section>
  );
});
