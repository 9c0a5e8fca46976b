import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SITE_KIND, SITE_KIND_LABELS, type SiteKind } from '../../domain/sites/site.entity';
import { MAX_SITE_NAME_LENGTH, siteDetailsPath } from '../../domain/sites/site.rules';
import { SiteEditorStore } from '../../stores/sites/site-editor.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { SiteBrandingPreview } from './site-branding-preview';
import { SiteContentsPicker } from './site-contents-picker';
import { SiteEntryPanel } from './site-entry-panel';
import { SiteLinkMaker } from './site-link-maker';
import './sites.css';

const crumbs = [
  { label: 'Setup', to: '/setup/general' },
  { label: 'Sites', to: '/setup/site/list' },
];

const KIND_HINTS: Record<SiteKind, string> = {
  1: 'Each visitor is invited by e-mail and has their own password; you see when each came in.',
  2: 'Everyone with the site’s address and its password comes in; change the password to let nobody in with the old one.',
};

/** /setup/site/new and /setup/site/details/{siteId}: a site, what it shows, how visitors enter, links to its items. */
export const SiteEditorPage = observer(function SiteEditorPage({ match }: PageProps) {
  const store = useStore(SiteEditorStore);
  const navigate = useNavigate();
  const siteId = match.params.siteId ? Number(match.params.siteId) : null;
  useEffect(() => {
    void store.opened(siteId);
  }, [store, siteId]);
  usePageSubject(match.path, store.site?.Name);
  const title = store.site?.Name ?? (siteId === null ? 'New Site' : 'Site Details');
  if (store.loading && !store.choices) return <p className="loading">Loading…</p>;
  if (store.failed) {
    return (
      <section className="sites-page">
        <PageHeader title={title} crumbs={crumbs} />
        <p className="notice" role="alert">
          The site could not be loaded. It may have been deleted.
        </p>
      </section>
    );
  }
  const save = async () => {
    const saved = await store.submitted();
    if (saved && siteId === null) navigate(siteDetailsPath(saved.SiteId));
  };
  const remove = async () => {
    if (await store.deleteClicked()) navigate('/setup/site/list');
  };
  return (
    <section className="sites-page">
      <PageHeader title={title} crumbs={crumbs} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="sites-card">
          <h2>Site</h2>
          <div className="sites-grid">
            <div className="field">
              <label htmlFor="site-name">Name</label>
              <input
                id="site-name"
                value={store.name}
                maxLength={MAX_SITE_NAME_LENGTH * 2}
                onChange={(e) => store.nameChanged(e.target.value)}
                aria-invalid={store.problems.Name ? true : undefined}
                aria-describedby={store.problems.Name ? 'site-name-error' : undefined}
              />
              {store.problems.Name && (
                <span id="site-name-error" className="sites-error" role="alert">
                  {store.problems.Name}
                </span>
              )}
            </div>
            <div className="field">
              <label htmlFor="site-ends">Access ends on (optional)</label>
              <input
                id="site-ends"
                type="date"
                value={store.accessEndsOn}
                onChange={(e) => store.endChanged(e.target.value)}
                aria-invalid={store.problems.AccessEndsOn ? true : undefined}
                aria-describedby={store.problems.AccessEndsOn ? 'site-ends-error' : 'site-ends-hint'}
              />
              {store.problems.AccessEndsOn ? (
                <span id="site-ends-error" className="sites-error" role="alert">
                  {store.problems.AccessEndsOn}
                </span>
              ) : (
                <span id="site-ends-hint" className="sites-muted">
                  After this day nobody enters the site.
                </span>
              )}
            </div>
          </div>
          <fieldset className="sites-kinds" style={{ marginTop: '1rem' }}>
            <legend>Kind</legend>
            {([SITE_KIND.IndividualAccess, SITE_KIND.SinglePassword] as SiteKind[]).map((kind) => (
              <label key={kind}>
                <input
                  type="radio"
                  name="site-kind"
                  value={kind}
                  checked={store.kind === kind}
                  disabled={!store.isNew}
                  onChange={() => store.kindChanged(kind)}
                />
                <span>
                  <strong>{SITE_KIND_LABELS[kind]}</strong>
                  <br />
                  <span className="sites-muted">{KIND_HINTS[kind]}</span>
                </span>
              </label>
            ))}
            {!store.isNew && (
              <p className="sites-muted">
                The kind is chosen when the site is created: make a new site for the other kind.
              </p>
            )}
          </fieldset>
          <label className="sites-check" style={{ marginTop: '1rem' }}>
            <input
              type="checkbox"
              checked={store.isActive}
              onChange={(e) => store.activeChanged(e.target.checked)}
            />
            <span>
              Active
              <br />
              <span className="sites-muted">
                An inactive site lets nobody in, and signs out anyone on it when you save.
              </span>
            </span>
          </label>
        </div>
        <SiteContentsPicker store={store} />
        {store.message && (
          <p className="sites-error" role="alert">
            {store.message}
          </p>
        )}
        <div className="sites-actions">
          <button type="submit" className="button" disabled={store.saving}>
            {store.isNew ? 'Create site' : 'Save changes'}
          </button>
          {!store.isNew && (
            <button type="button" className="button button--plain" onClick={() => void remove()}>
              Delete site
            </button>
          )}
        </div>
      </form>
      <SiteEntryPanel store={store} />
      <SiteBrandingPreview store={store} />
      <SiteLinkMaker store={store} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {store.announcement}
      </p>
    </section>
  );
});
