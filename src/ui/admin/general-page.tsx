import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type ChangeEvent, type FormEvent } from 'react';
import { LOGO_LIMITS, THEMES } from '../../domain/admin/workspace-settings.rules';
import { WorkspaceSettingsStore } from '../../stores/admin/workspace-settings.store';
import { useStore } from '../app/stores-context';
import { FormField } from '../components/form-field';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { OwnWorkspace } from './workspace-page-check';
import { readDataUrl } from '../components/read-data-url';
import './admin.css';

/** Every IANA time zone this browser knows, the saved one first if it is missing. */
function timeZones(saved: string): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.(
    'timeZone',
  ) ?? ['UTC'];
  const all = supported.includes('UTC') ? supported : ['UTC', ...supported];
  return all.includes(saved) ? all : [saved, ...all];
}

/**
 * /setup/general (issue 17): the workspace's name, logo (shared forms and PDF headers show it), theme (platform spec
 * §9: 1 site, 2 green, 3 beige; it applies at once) and the default time zone of report schedules. /workspace/{id}/edit
 * shows the name alone.
 */
export const GeneralPage = observer(function GeneralPage(props: PageProps) {
  const store = useStore(WorkspaceSettingsStore);
  const nameOnly = props.match.route.id === 'workspace.edit';
  useEffect(() => {
    void store.opened();
  }, [store]);
  const zones = useMemo(() => timeZones(store.timeZone), [store.timeZone]);
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void store.saveClicked();
  };
  const fileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    readDataUrl(
      file,
      (dataUrl) => void store.logoChosen(dataUrl),
      () => store.logoUnreadable(),
    );
  };
  const settings = store.settings;
  const title = nameOnly ? 'Edit workspace' : 'General settings';
  return (
    <OwnWorkspace {...props}>
      <section className="admin-page">
        <PageHeader
          title={title}
          crumbs={
            nameOnly
              ? [{ label: 'Workspaces', to: '/workspaces' }]
              : [{ label: 'Setup', to: '/setup/general' }]
          }
        />
        {store.status === 'loading' && <p className="loading">Loading…</p>}
        {store.status === 'failed' && <p role="alert">The settings cannot be shown.</p>}
        {settings && (
          <form className="form" onSubmit={submitted} noValidate aria-label={title}>
            <FormField id="settings-name" label="Workspace name" error={store.errors.Name}>
              {(control) => (
                <input
                  {...control}
                  value={store.name}
                  maxLength={200}
                  onChange={(e) => store.nameTyped(e.target.value)}
                />
              )}
            </FormField>
            {!nameOnly && (
              <>
                <fieldset className="theme-choices">
                  <legend>Theme</legend>
                  {THEMES.map((theme) => (
                    <label key={theme.id}>
                      <input
                        type="radio"
                        name="theme"
                        checked={store.theme === theme.id}
                        onChange={() => store.themeChosen(theme.id)}
                      />
                      <span className={`theme-swatch theme-swatch--${theme.id}`} aria-hidden="true" />
                      {theme.label}
                    </label>
                  ))}
                </fieldset>
                <FormField
                  id="settings-zone"
                  label="Time zone of report schedules"
                  error={store.errors.TimeZone}
                >
                  {(control) => (
                    <select
                      {...control}
                      value={store.timeZone}
                      onChange={(e) => store.timeZoneChosen(e.target.value)}
                    >
                      {zones.map((zone) => (
                        <option key={zone} value={zone}>
                          {zone.replace(/_/g, ' ')}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              </>
            )}
            <button type="submit" className="button" disabled={store.saving || !store.dirty}>
              {store.saving ? 'Saving…' : 'Save'}
            </button>
          </form>
        )}
        {settings && !nameOnly && (
          <section className="admin-page__section" aria-labelledby="logo-title">
            <h2 id="logo-title">Logo</h2>
            <p className="admin-page__muted">
              Shown in the header of forms shared with people outside the workspace and of PDF exports. A PNG
              or JPEG of at most {LOGO_LIMITS.maxBytes / 1024} KB.
            </p>
            <div className="settings-logo">
              {settings.HasActiveLogo && settings.Logo ? (
                <img src={settings.Logo} alt={`${settings.Name} logo`} />
              ) : (
                <span>No logo.</span>
              )}
              <label className="button button--plain">
                {settings.HasActiveLogo ? 'Replace logo' : 'Upload logo'}
                <input
                  type="file"
                  accept="image/png,image/jpeg"
                  className="visually-hidden"
                  onChange={fileChosen}
                  aria-label="Logo file"
                />
              </label>
              {settings.HasActiveLogo && (
                <button
                  type="button"
                  className="button button--plain"
                  onClick={() => void store.removeLogoClicked()}
                >
                  Remove logo
                </button>
              )}
            </div>
            {store.errors.Logo && (
              <p className="admin-error" role="alert">
                {store.errors.Logo}
              </p>
            )}
          </section>
        )}
      </section>
    </OwnWorkspace>
  );
});
