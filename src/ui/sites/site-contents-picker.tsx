import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { SiteEditorStore } from '../../stores/sites/site-editor.store';

/** One project of the workspace: shown or not, and when shown, its folders (each read-only or with upload). */
const ProjectChoice = observer(function ProjectChoice({
  store,
  projectId,
  name,
}: {
  store: SiteEditorStore;
  projectId: number;
  name: string;
}) {
  const [picked, setPicked] = useState('');
  const shown = store.projects.find((p) => p.ProjectId === projectId);
  const selectId = `site-folder-${projectId}`;
  return (
    <div className="sites-project">
      <label className="sites-check">
        <input
          type="checkbox"
          checked={shown !== undefined}
          onChange={(e) => store.projectToggled(projectId, e.target.checked)}
        />
        <strong>{name}</strong>
      </label>
      {shown && (
        <>
          {shown.Folders.length === 0 ? (
            <p className="sites-muted sites-folders">
              No folder yet: visitors see the project&apos;s name only.
            </p>
          ) : (
            <ul className="sites-folders" aria-label={`Folders shown with ${name}`}>
              {shown.Folders.map((folder) => {
                const path = store.folderPath(folder.FolderId);
                return (
                  <li key={folder.FolderId} className="sites-folder">
                    <span>{path}</span>
                    <span className="sites-folder__actions">
                      <label className="sites-check">
                        <input
                          type="checkbox"
                          checked={folder.CanUpload}
                          onChange={(e) => store.uploadChanged(projectId, folder.FolderId, e.target.checked)}
                          aria-label={`Visitors may upload to ${path}`}
                        />
                        Upload
                      </label>
                      <button
                        type="button"
                        className="button button--plain"
                        onClick={() => store.folderRemoved(projectId, folder.FolderId)}
                        aria-label={`Remove ${path} from ${name}`}
                      >
                        Remove
                      </button>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          <div className="sites-add-folder">
            <div className="field">
              <label htmlFor={selectId}>Add a cabinet folder to {name}</label>
              <select id={selectId} value={picked} onChange={(e) => setPicked(e.target.value)}>
                <option value="">Choose a folder…</option>
                {store.freeFolders.map((f) => (
                  <option key={f.FolderId} value={f.FolderId}>
                    {f.Path}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="button button--plain"
              disabled={picked === ''}
              onClick={() => {
                store.folderAdded(projectId, Number(picked));
                setPicked('');
              }}
            >
              Add folder
            </button>
          </div>
        </>
      )}
    </div>
  );
});

/** What the site shows: which projects, and under each which cabinet folders (with everything below them). */
export const SiteContentsPicker = observer(function SiteContentsPicker({
  store,
}: {
  store: SiteEditorStore;
}) {
  const projects = store.choices?.Projects ?? [];
  return (
    <fieldset
      className="sites-card"
      aria-describedby={store.problems.Projects ? 'site-projects-error' : undefined}
    >
      <legend className="visually-hidden">What the site shows</legend>
      <h2>What the site shows</h2>
      <p className="sites-muted">
        Visitors see the projects ticked here and, under each, the folders you add, with everything inside
        them. A folder is read-only unless you allow uploads to it.
      </p>
      {store.problems.Projects && (
        <p id="site-projects-error" className="sites-error" role="alert">
          {store.problems.Projects}
        </p>
      )}
      {projects.map((p) => (
        <ProjectChoice key={p.ProjectId} store={store} projectId={p.ProjectId} name={p.Name} />
      ))}
    </fieldset>
  );
});
