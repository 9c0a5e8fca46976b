import { demoIdValues } from '../../fixtures/demo-id-tables';
import { WORKSPACE_ID } from '../../fixtures/ids';
import { stateParam, type ProviderStates } from './provider-states';

export const demoDataStates: ProviderStates = {
  /**
   * The demo forms, groups, projects, instances, field templates and roles of fixtures/ exist in the signed-in user's
   * workspace (the mock seeds them; a backend creates them as fixtures/ describes). Answers every id the pacts use,
   * named `<Table>_<name>` as in fixtures/demo-id-tables.ts: `Form_demo`, `Instance_readOnly`, `DemoField_inspector` …
   */
  'the demo forms exist': () => demoIdValues(),
  /** A stored document (a picture) the signed-in user may see. Answers `DocumentId`; its thumbnail is an image. */
  'a document exists': () => ({ DocumentId: 4242 }),
  /**
   * Params `{ Name }`: an empty form group of that name exists in the signed-in user's workspace. Answers `GroupId`.
   * The mock gives it an id far from the consumer's example, so the interaction passes only with the injected id.
   */
  'an empty form group exists': (ctx, params) => {
    const Name = stateParam(params, 'Name');
    const GroupId = Math.max(...ctx.store.data.formGroups.map((g) => g.GroupId)) + 100;
    ctx.store.data.formGroups.push({ GroupId, Name, workspaceId: WORKSPACE_ID });
    ctx.store.save();
    return { GroupId };
  },
};
