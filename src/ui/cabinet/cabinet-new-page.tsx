import { observer } from 'mobx-react-lite';
import { CabinetCreateStore } from '../../stores/cabinet/cabinet-create.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import { NameForm } from './name-form';
import './cabinet.css';

/** /cabinet/new: a new cabinet (a root folder) in the scope the member works in. */
export const CabinetNewPage = observer(function CabinetNewPage() {
  const store = useStore(CabinetCreateStore);
  return (
    <section>
      <PageHeader title="New Cabinet" crumbs={[{ label: 'Cabinets', to: '/cabinet/list' }]} />
      <NameForm form={store.form} label="New cabinet" submitLabel="Create cabinet" id="cabinet-name" />
    </section>
  );
});
