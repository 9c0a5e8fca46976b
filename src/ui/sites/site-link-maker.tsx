import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { SiteEditorStore } from '../../stores/sites/site-editor.store';
import { CopyField } from './copy-field';

/** A link to one project or folder of the site, to paste in an e-mail: it opens that item for a visitor. */
export const SiteLinkMaker = observer(function SiteLinkMaker({ store }: { store: SiteEditorStore }) {
  const [target, setTarget] = useState('');
  const site = store.site;
  if (!site) return null;
  const options = site.Projects.flatMap((p) => [
    { value: `${p.ProjectId}:`, label: store.projectName(p.ProjectId) },
    ...p.Folders.map((f) => ({
      value: `${p.ProjectId}:${f.FolderId}`,
      label: `${store.projectName(p.ProjectId)} › ${store.folderPath(f.FolderId)}`,
    })),
  ]);
  const make = () => {
    const [projectId, folderId] = target.split(':');
    void store.linkClicked(Number(projectId), folderId ? Number(folderId) : null);
  };
  return (
    <section className="sites-card" aria-labelledby="site-link-title">
      <h2 id="site-link-title">Link to an item</h2>
      <p className="sites-muted">
        A visitor who opens the link goes straight to the project or folder (after signing in).
      </p>
      <div className="sites-add-folder" style={{ marginLeft: 0 }}>
        <div className="field">
          <label htmlFor="site-link-target">Project or folder</label>
          <select id="site-link-target" value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value="">Choose…</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--plain" disabled={target === ''} onClick={make}>
          Make link
        </button>
      </div>
      {store.link && <CopyField label="Link" value={`${window.location.origin}${store.link.Path}`} />}
    </section>
  );
});
