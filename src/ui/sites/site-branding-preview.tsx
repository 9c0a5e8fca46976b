import { observer } from 'mobx-react-lite';
import type { SiteEditorStore } from '../../stores/sites/site-editor.store';

/** What a visitor sees at the top of the site: the workspace's logo and the site theme (theme class 1, "site"). */
export const SiteBrandingPreview = observer(function SiteBrandingPreview({
  store,
}: {
  store: SiteEditorStore;
}) {
  const logo = store.choices?.Logo ?? null;
  const name = store.name.trim() || 'New site';
  return (
    <section className="sites-card" aria-labelledby="site-branding-title">
      <h2 id="site-branding-title">Branding</h2>
      <p className="sites-muted">
        Sites wear the workspace&apos;s logo and the site theme (blue). Change the logo in Setup, General.
      </p>
      <div className="sites-preview" aria-label="Preview of the site's header">
        <div className="sites-preview__bar">
          {logo ? <img src={logo} alt={`${store.choices?.WorkspaceName ?? 'Workspace'} logo`} /> : null}
          <strong>{name}</strong>
        </div>
        <div className="sites-preview__body">
          Projects
          <ul>
            {store.projects.length === 0 ? (
              <li>No project chosen yet</li>
            ) : (
              store.projects.map((p) => <li key={p.ProjectId}>{store.projectName(p.ProjectId)}</li>)
            )}
          </ul>
        </div>
      </div>
      {!logo && (
        <p className="sites-muted">The workspace has no logo: the header shows the site&apos;s name only.</p>
      )}
    </section>
  );
});
