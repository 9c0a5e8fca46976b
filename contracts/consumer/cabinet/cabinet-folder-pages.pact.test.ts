import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { CABINET_IDS } from '../../../fixtures/ids';
import { HttpCabinetGateway } from '../../../src/adapters/http/cabinet-gateway.http';
import { FOLDER_CONTENTS_QUERY } from '../../../src/domain/cabinet/cabinet-limits';
import { ADMIN, adminHeaders, gridworkPact, httpClientFor, signedIn } from '../pact-support';
import { DEMO_CABINETS, cabinetIdText, folderItem } from './cabinet-shapes';

const { eachLike, integer } = MatchersV3;
const C = CABINET_IDS;
const company = () => ({
  ...folderItem({
    ItemId: C.company,
    ItemType: 1,
    Name: 'Company Documents',
    ParentFolderId: null,
    Size: 26000,
  }),
  DocumentTypeId: null,
});
const finance = () => ({
  ...folderItem({ ItemId: C.finance, ItemType: 1, Name: 'Finance', ParentFolderId: C.company, Size: 1200 }),
  DocumentTypeId: null,
});

/** A long folder's page (docs/cabinet.md, "Long folders"): the spec's call with page and size, and our sort. */
describe('Cabinet gateway: a folder a page at a time (issue 36)', () => {
  it('loads the second page of two items of the Company Documents cabinet, Z to A', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request for the second page of the Company Documents cabinet, two items, Z to A')
      .withRequest({
        method: 'GET',
        path: '/api/cabinet/folder',
        query: {
          folderId: cabinetIdText('CabinetFolder', 'company'),
          rootContextFolderId: cabinetIdText('CabinetFolder', 'company'),
          type: String(FOLDER_CONTENTS_QUERY.type),
          page: '1',
          size: '2',
          files: 'true',
          sort: 'name-desc',
        },
        headers: adminHeaders,
      })
      .willRespondWith({
        status: 200,
        body: {
          Folder: company(),
          Path: eachLike(company()),
          // Four folders and two files: the second page of two, Z to A, is the last two folders.
          Items: eachLike(finance()),
          Total: integer(6),
        },
      });
    await pact.executeTest(async (server) => {
      const gateway = new HttpCabinetGateway(httpClientFor(server.url, ADMIN).http);
      const result = await gateway.folderPage(C.company, C.company, { page: 1, size: 2, sort: 'name-desc' });
      expect(result).toMatchObject({
        ok: true,
        data: { Folder: { ItemId: C.company }, Items: [{ Name: 'Finance', ItemType: 1 }], Total: 6 },
      });
    });
  });

  it('loads one item of the Company Documents cabinet for the move and share pages, whatever its place', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving(
        'a request for the Finance folder alone among the items of the Company Documents cabinet',
      )
      .withRequest({
        method: 'GET',
        path: '/api/cabinet/folder',
        query: {
          folderId: cabinetIdText('CabinetFolder', 'company'),
          rootContextFolderId: cabinetIdText('CabinetFolder', 'company'),
          type: String(FOLDER_CONTENTS_QUERY.type),
          page: '0',
          size: '1',
          files: 'true',
          itemId: cabinetIdText('CabinetFolder', 'finance'),
        },
        headers: adminHeaders,
      })
      .willRespondWith({
        status: 200,
        body: {
          Folder: company(),
          Path: eachLike(company()),
          Items: eachLike(finance()),
          Total: integer(6),
        },
      });
    await pact.executeTest(async (server) => {
      const gateway = new HttpCabinetGateway(httpClientFor(server.url, ADMIN).http);
      const result = await gateway.folderItem(C.company, C.company, C.finance);
      expect(result).toMatchObject({
        ok: true,
        data: { Folder: { ItemId: C.company }, Items: [{ ItemId: C.finance, Name: 'Finance' }], Total: 6 },
      });
    });
  });
});
