import { observer } from 'mobx-react-lite';
import { OwnWorkspace } from '../admin/workspace-page-check';
import { useStores } from '../app/stores-context';
import { PageHeader, type Crumb } from '../components/page-header';
import type { PageProps } from './page-props';

const AREA_LABELS: Record<string, string> = {
  forms: 'Forms',
  reports: 'Reports',
  projects: 'Projects',
  setup: 'Setup',
  cabinet: 'Cabinets',
  workspace: 'Workspace',
  quiz: 'Quizzes',
  survey: 'Surveys',
  site: 'Site',
  direct: 'Shared item',
};

/**
 * A screen whose contents the specification does not show: a real page in the right layout, with
 * its title and breadcrumb, saying plainly that the module is not in this release. No invented data.
 */
export const PlaceholderPage = observer(function PlaceholderPage(props: PageProps) {
  // A workspace page names its workspace (/workspace/{id}/billing): another id than the user's is not found, as on
  // the built workspace pages.
  if (props.match.route.area === 'workspace')
    return (
      <OwnWorkspace {...props}>
        <Placeholder {...props} />
      </OwnWorkspace>
    );
  return <Placeholder {...props} />;
});

const Placeholder = observer(function Placeholder({ match }: PageProps) {
  const { navigation } = useStores();
  const { route } = match;
  // No Home crumb on the default page itself: it would lead to the page the user is on.
  const homePath = navigation.homeFrom(match.path);
  const home: Crumb[] = homePath ? [{ label: 'Home', to: homePath }] : [];
  const area = AREA_LABELS[route.area] ?? route.area.charAt(0).toUpperCase() + route.area.slice(1);
  return (
    <section>
      <PageHeader title={route.title} crumbs={area === route.title ? home : [...home, { label: area }]} />
      <div className="notice" role="note">
        <strong>{route.title}</strong> is not part of this release of Gridwork.
      </div>
    </section>
  );
});
