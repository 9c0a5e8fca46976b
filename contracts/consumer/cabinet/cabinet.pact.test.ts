import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { HttpCabinetGateway } from '../../../src/adapters/http/cabinet-gateway.http';
import { CABINET_FILE_IDS, CABINET_IDS } from '../../../fixtures/ids';
import { FOLDER_CONTENTS_QUERY } from '../../../src/domain/cabinet/cabinet-limits';
import { TransferMessage } from '../../../src/domain/cabinet/move-rules';
import {
  ADMIN,
  MEMBER,
  adminHeaders,
  adminPostHeaders,
  gridworkPact,
  httpClientFor,
  postHeaders,
  signedIn,
} from '../pact-support';
import { DEMO_CABINETS, anyParent, cabinetId, cabinetIdText, folderItem } from './cabinet-shapes';
import { isoDate } from '../forms/forms-shapes';

const { eachLike, integer, like, regex, string, fromProviderState } = MatchersV3;
const C = CABINET_IDS;
/** Finn of the Field Team (fixtures/users.ts): his roles hold Delete. */
const FIELD = 5;
const F = CABINET_FILE_IDS;

const gateway = (url: string, uid = ADMIN) => new HttpCabinetGateway(httpClientFor(url, uid).http);
const contentsQuery = (folder: 'company' | 'policies', files = true) => ({
  folderId: cabinetIdText('CabinetFolder', folder),
  rootContextFolderId: cabinetIdText('CabinetFolder', 'company'),
  type: String(FOLDER_CONTENTS_QUERY.type),
  page: String(FOLDER_CONTENTS_QUERY.page),
  size: String(FOLDER_CONTENTS_QUERY.size),
  files: String(files),
});
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

/** The cabinets, folders and files of a member (docs/cabinet.md): each call the folder page, its dialogs and pages make. */
describe('cabinet calls', () => {
  it('lists the cabinets of the member', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request for the cabinets')
      .withRequest({ method: 'GET', path: '/api/cabinet/list', headers: adminHeaders })
      .willRespondWith({ status: 200, body: eachLike(company()) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).cabinets();
      expect(result).toMatchObject({
        ok: true,
        data: [{ ItemId: C.company, Name: 'Company Documents', ParentFolderId: null }],
      });
    });
  });

  it('creates a cabinet', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request to create a cabinet')
      .withRequest({
        method: 'POST',
        path: '/api/cabinet/create',
        headers: adminPostHeaders,
        body: { Name: 'Archive' },
      })
      .willRespondWith({
        status: 200,
        body: like({
          ...folderItem({ ItemId: 6000, ItemType: 1, Name: 'Archive', ParentFolderId: null }),
          RootContextFolderId: integer(6000),
          DocumentTypeId: null,
        }),
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).createCabinet('Archive')).toMatchObject({
        ok: true,
        data: { Name: 'Archive', ParentFolderId: null },
      });
    });
  });

  it('loads a folder’s contents with the spec’s parameters (type 3, page 0, size 100000, files flag)', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request for the contents of the Company Documents cabinet')
      .withRequest({
        method: 'GET',
        path: '/api/cabinet/folder',
        query: contentsQuery('company'),
        headers: adminHeaders,
      })
      .willRespondWith({
        status: 200,
        body: {
          Folder: company(),
          Path: eachLike(company()),
          Items: eachLike({
            ...folderItem({
              ItemId: C.contracts,
              ItemType: 1,
              Name: 'Contracts',
              ParentFolderId: C.company,
              Size: 3800,
            }),
            DocumentTypeId: null,
          }),
          Total: integer(6),
        },
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).folder(C.company, C.company);
      expect(result).toMatchObject({
        ok: true,
        data: { Folder: { ItemId: C.company }, Items: [{ Name: 'Contracts', ItemType: 1 }], Total: 6 },
      });
    });
  });

  it('loads a folder and its path without its items (files flag off)', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request for the Policies folder and its path, without its items')
      .withRequest({
        method: 'GET',
        path: '/api/cabinet/folder',
        query: contentsQuery('policies', false),
        headers: adminHeaders,
      })
      .willRespondWith({
        status: 200,
        body: {
          Folder: {
            ...folderItem({
              ItemId: C.policies,
              ItemType: 1,
              Name: 'Policies',
              ParentFolderId: C.company,
              Size: 2960,
            }),
            DocumentTypeId: null,
          },
          Path: eachLike(anyParent(company())),
          Items: [],
          Total: integer(2),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).folderPath(C.policies, C.company)).toMatchObject({
        ok: true,
        data: { Folder: { Name: 'Policies' }, Items: [] },
      });
    });
  });

  it('loads the folder tree of a cabinet', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request for the folder tree of the Company Documents cabinet')
      .withRequest({
        method: 'GET',
        path: '/api/cabinet/tree',
        query: { rootContextFolderId: cabinetIdText('CabinetFolder', 'company') },
        headers: adminHeaders,
      })
      .willRespondWith({
        status: 200,
        body: eachLike({ ItemId: integer(C.company), Name: string('Company Documents') }),
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).tree(C.company)).toMatchObject({
        ok: true,
        data: [{ ItemId: C.company, Name: 'Company Documents' }],
      });
    });
  });

  it('creates a folder', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request to create a folder in the Company Documents cabinet')
      .withRequest({
        method: 'POST',
        path: '/api/cabinet/folder/create',
        headers: adminPostHeaders,
        body: { ParentFolderId: cabinetId('CabinetFolder', 'company'), Name: 'Minutes' },
      })
      .willRespondWith({
        status: 200,
        body: like({
          ...folderItem({ ItemId: 6000, ItemType: 1, Name: 'Minutes', ParentFolderId: C.company }),
          DocumentTypeId: null,
        }),
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).createFolder(C.company, 'Minutes')).toMatchObject({
        ok: true,
        data: { Name: 'Minutes', ParentFolderId: C.company },
      });
    });
  });

  it('renames a file', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request to rename the meeting notes')
      .withRequest({
        method: 'POST',
        path: '/api/cabinet/item/update',
        headers: adminPostHeaders,
        body: { ItemId: cabinetId('CabinetFile', 'meetingNotes'), Name: 'Notes.txt' },
      })
      .willRespondWith({
        status: 200,
        body: like({
          ...folderItem({
            ItemId: F.meetingNotes,
            ItemType: 2,
            Name: 'Notes.txt',
            ParentFolderId: C.company,
            Size: 108,
          }),
          DocumentTypeId: null,
        }),
      });
    await pact.executeTest(async (server) => {
      const item = await gateway(server.url).rename(F.meetingNotes, 'Notes.txt');
      expect(item).toMatchObject({ ok: true, data: { Name: 'Notes.txt' } });
    });
  });

  it('sets the document type of a file', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request to give the meeting notes the document type Report')
      .withRequest({
        method: 'POST',
        path: '/api/cabinet/item/update',
        headers: adminPostHeaders,
        body: {
          ItemId: cabinetId('CabinetFile', 'meetingNotes'),
          DocumentTypeId: cabinetId('DocumentType', 'report'),
        },
      })
      .willRespondWith({
        status: 200,
        body: like({
          ...folderItem({
            ItemId: F.meetingNotes,
            ItemType: 2,
            Name: 'Meeting notes.txt',
            ParentFolderId: C.company,
            Size: 108,
          }),
          DocumentTypeId: integer(1003),
        }),
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).setDocumentType(F.meetingNotes, 1003)).toMatchObject({
        ok: true,
        data: { DocumentTypeId: 1003 },
      });
    });
  });

  it('deletes a file', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request to delete the meeting notes')
      .withRequest({
        method: 'POST',
        path: '/api/cabinet/item/delete',
        headers: adminPostHeaders,
        body: { ItemId: cabinetId('CabinetFile', 'meetingNotes') },
      })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).remove(F.meetingNotes)).toMatchObject({ ok: true });
    });
  });

  it('refuses a delete to a member whose roles hold no Delete', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_CABINETS)
      .uponReceiving('a member without Delete asks to delete the meeting notes')
      .withRequest({
        method: 'POST',
        path: '/api/cabinet/item/delete',
        headers: postHeaders(MEMBER),
        body: { ItemId: cabinetId('CabinetFile', 'meetingNotes') },
      })
      .willRespondWith({
        status: 403,
        body: { Message: string('Your roles do not allow you to delete files and folders.') },
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url, MEMBER).remove(F.meetingNotes);
      expect(result).toMatchObject({ ok: false, failure: { kind: 'status', status: 403 } });
    });
  });

  it('refuses to delete a cabinet to anyone but an administrator, whatever their roles (issue 31)', async () => {
    const pact = gridworkPact()
      .given(...signedIn('field'))
      .given(DEMO_CABINETS)
      .uponReceiving('a member whose roles hold Delete asks to delete the Company Documents cabinet')
      .withRequest({
        method: 'POST',
        path: '/api/cabinet/item/delete',
        headers: postHeaders(FIELD, 11),
        body: { ItemId: cabinetId('CabinetFolder', 'company') },
      })
      .willRespondWith({
        status: 403,
        body: { Message: string('Only a workspace administrator can delete a cabinet.') },
      });
    await pact.executeTest(async (server) => {
      const field = new HttpCabinetGateway(httpClientFor(server.url, FIELD, { scopeId: 11 }).http);
      const result = await field.remove(C.company);
      expect(result).toMatchObject({ ok: false, failure: { kind: 'status', status: 403 } });
    });
  });

  it('moves a file to another folder', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request to move the meeting notes into Policies')
      .withRequest({
        method: 'POST',
        path: '/api/cabinet/item/move',
        headers: adminPostHeaders,
        body: {
          ItemId: cabinetId('CabinetFile', 'meetingNotes'),
          TargetFolderId: cabinetId('CabinetFolder', 'policies'),
        },
      })
      .willRespondWith({
        status: 200,
        body: like({
          ...folderItem({
            ItemId: F.meetingNotes,
            ItemType: 2,
            Name: 'Meeting notes.txt',
            ParentFolderId: C.policies,
            Size: 108,
          }),
          DocumentTypeId: null,
        }),
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).move(F.meetingNotes, C.policies)).toMatchObject({
        ok: true,
        data: { ParentFolderId: C.policies },
      });
    });
  });

  it('refuses to move a folder into one of its own folders', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request to move Photos into its own Site visits folder')
      .withRequest({
        method: 'POST',
        path: '/api/cabinet/item/move',
        headers: adminPostHeaders,
        body: {
          ItemId: cabinetId('CabinetFolder', 'photos'),
          TargetFolderId: cabinetId('CabinetFolder', 'siteVisits'),
        },
      })
      .willRespondWith({ status: 400, body: { Message: TransferMessage.intoOwnChild } });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).move(C.photos, C.siteVisits)).toMatchObject({
        ok: false,
        failure: { status: 400, payload: { Message: TransferMessage.intoOwnChild } },
      });
    });
  });

  it('copies a folder into another', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request to copy Policies into Finance')
      .withRequest({
        method: 'POST',
        path: '/api/cabinet/item/copy',
        headers: adminPostHeaders,
        body: {
          ItemId: cabinetId('CabinetFolder', 'policies'),
          TargetFolderId: cabinetId('CabinetFolder', 'finance'),
        },
      })
      .willRespondWith({
        status: 200,
        body: like({
          ...folderItem({
            ItemId: 6000,
            ItemType: 1,
            Name: 'Policies',
            ParentFolderId: C.finance,
            Size: 2960,
          }),
          DocumentTypeId: null,
        }),
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).copy(C.policies, C.finance)).toMatchObject({
        ok: true,
        data: { Name: 'Policies', ParentFolderId: C.finance },
      });
    });
  });

  it('lists every document the member may open (Documents, get all)', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request for all documents')
      .withRequest({ method: 'GET', path: '/api/document/getall', headers: adminHeaders })
      .willRespondWith({
        status: 200,
        body: eachLike(
          folderItem({
            ItemId: F.officeOpening,
            ItemType: 2,
            Name: 'Office opening.png',
            ParentFolderId: C.photos,
            Size: 2774,
            IsImage: true,
          }),
        ),
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).documents()).toMatchObject({
        ok: true,
        data: [{ ItemType: 2, IsImage: true }],
      });
    });
  });

  it('asks for a folder to be zipped for download', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request to prepare the Policies folder for download')
      .withRequest({
        method: 'POST',
        path: '/api/document/folderdownload',
        headers: adminPostHeaders,
        body: { FolderId: cabinetId('CabinetFolder', 'policies') },
      })
      .willRespondWith({
        status: 202,
        body: {
          DownloadId: string('2f1c7c8e-5d0b-4d7e-9b0a-0c3b2f6f1a11'),
          FileName: string('Policies.zip'),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).requestFolderDownload(C.policies)).toMatchObject({
        ok: true,
        data: { FileName: 'Policies.zip' },
      });
    });
  });

  it('reads where a zip upload stands', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .given('a zip upload is being unpacked')
      .uponReceiving('a request for the state of a zip upload')
      .withRequest({
        method: 'GET',
        path: '/api/document/upload/status',
        query: { id: fromProviderState('${UploadId}', 'c0ffee00-0000-4000-8000-000000000001') },
        headers: adminHeaders,
      })
      .willRespondWith({
        status: 200,
        body: {
          UploadId: string('c0ffee00-0000-4000-8000-000000000001'),
          FolderId: integer(C.finance),
          State: regex('^(processing|done|failed)$', 'processing'),
          Message: null,
          CreatedFolderId: null,
        },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).uploadStatus('c0ffee00-0000-4000-8000-000000000001')).toMatchObject({
        ok: true,
        data: { State: 'processing' },
      });
    });
  });
});

describe('direct links of a member', () => {
  const link = {
    RecordId: integer(7001),
    Hash: regex('^[A-Za-z0-9_-]{20,64}$', 'Pq7Rk2Vw9Xs4Ty6Zb3Nc8Md5Lf1Hg0Je'),
    ItemId: integer(C.policies),
    CreatedOn: isoDate('2024-03-15T09:00:00.000Z'),
    CreatedBy: string('Ada Admin'),
  };

  it('lists the live links of a folder', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .given('a folder is shared by a link')
      .uponReceiving('a request for the links of the Policies folder')
      .withRequest({
        method: 'GET',
        path: '/api/cabinet/share/list',
        query: { itemId: cabinetIdText('CabinetFolder', 'policies') },
        headers: adminHeaders,
      })
      .willRespondWith({ status: 200, body: eachLike(link) });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).shares(C.policies)).toMatchObject({
        ok: true,
        data: [{ ItemId: C.policies, CreatedBy: 'Ada Admin' }],
      });
    });
  });

  it('makes a link', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request to make a link to the Photos folder')
      .withRequest({
        method: 'POST',
        path: '/api/cabinet/share/create',
        headers: adminPostHeaders,
        body: { ItemId: cabinetId('CabinetFolder', 'photos') },
      })
      .willRespondWith({ status: 200, body: { ...link, ItemId: integer(C.photos) } });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).createShare(C.photos)).toMatchObject({
        ok: true,
        data: { ItemId: C.photos },
      });
    });
  });

  it('revokes a link', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .given('a folder is shared by a link')
      .uponReceiving('a request to revoke a link')
      .withRequest({
        method: 'POST',
        path: '/api/cabinet/share/revoke',
        headers: adminPostHeaders,
        body: { RecordId: fromProviderState('${LinkRecordId}', 7001) },
      })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).revokeShare(7001)).toMatchObject({ ok: true });
    });
  });
});
