import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { DEMO_DATA, id, idText } from '../demo-ids';
import { FORM_IDS, ROLE_IDS } from '../../../fixtures/ids';
import { HttpFormsGateway } from '../../../src/adapters/http/forms-gateway.http';
import { noRestrictions } from '../../../src/domain/forms/form-permissions.entity';
import { column, permissions, row } from './forms-shapes';
import {
  ADMIN,
  adminHeaders,
  adminPostHeaders,
  gridworkPact,
  httpClientFor,
  signedIn,
} from '../pact-support';

const { eachLike, integer, like } = MatchersV3;

const gateway = (url: string) => new HttpFormsGateway(httpClientFor(url, ADMIN).http);
const asAdmin = signedIn('admin');

describe('form settings calls', () => {
  it('sets the ruler and guide options', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request to set the options of form 200')
      .withRequest({
        method: 'POST',
        path: '/api/form/SetOptions',
        headers: adminPostHeaders,
        body: { FormId: id('Form', 'demo'), Name: 'Site Inspection', Options: { Ruler: 1, Guide: 1 } },
      })
      .willRespondWith({ status: 200, body: like({ Ruler: integer(1), Guide: integer(1) }) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).setOptions(FORM_IDS.demo, 'Site Inspection', {
        Ruler: 1,
        Guide: 1,
      });
      expect(result).toEqual({ ok: true, status: 200, data: { Ruler: 1, Guide: 1 } });
    });
  });

  it('reads the permissions of a form', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request for the permissions of form 200')
      .withRequest({
        method: 'GET',
        path: '/api/form/GetPermissions',
        query: { entityId: idText('Form', 'demo') },
        headers: adminHeaders,
      })
      .willRespondWith({ status: 200, body: like(permissions()) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).permissions(FORM_IDS.demo);
      expect(result).toMatchObject({
        ok: true,
        data: {
          Restrictions: true,
          ExclusionInput: { RolesDefined: [{ roleId: 101 }], UsersDefined: [{ Email: 'member@demo.test' }] },
        },
      });
    });
  });

  it('restricts the input of a form to a role and a user', async () => {
    const restricted = {
      ...noRestrictions(),
      Restrictions: true,
      RestrictedInput: true,
      ExclusionInput: {
        RolesDefined: [{ roleId: ROLE_IDS.reviewer, RoleName: 'Reviewer' }],
        UsersDefined: [{ Email: 'member@demo.test' }],
      },
    };
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request to restrict the input of form 200')
      .withRequest({
        method: 'POST',
        path: '/api/form/SetPermissions',
        headers: adminPostHeaders,
        body: {
          EntityId: id('Form', 'demo'),
          ...restricted,
          ExclusionInput: {
            ...restricted.ExclusionInput,
            RolesDefined: [{ roleId: id('Role', 'reviewer'), RoleName: 'Reviewer' }],
          },
        },
      })
      .willRespondWith({ status: 200, body: like(permissions()) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).setPermissions(FORM_IDS.demo, restricted);
      expect(result).toMatchObject({ ok: true, data: { Restrictions: true, RestrictedInput: true } });
    });
  });

  it('saves row heights', async () => {
    const rows = [{ RowId: 202001, Height: 80, RowIndex: 0, FormId: 202 }];
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a new height of the first row of form 202')
      .withRequest({
        method: 'POST',
        path: '/api/form/updaterows',
        headers: adminPostHeaders,
        body: {
          FormId: id('Form', 'expense'),
          Rows: [{ ...rows[0], RowId: id('ExpenseRow', 'first'), FormId: id('Form', 'expense') }],
        },
      })
      .willRespondWith({ status: 200, body: { Rows: eachLike(row(FORM_IDS.expense)) } });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).updateRows(FORM_IDS.expense, rows);
      expect(result).toMatchObject({ ok: true, data: { Rows: [{ RowId: 1, FormId: 202 }] } });
    });
  });

  it('saves column widths', async () => {
    const columns = [{ ColumnId: 202003, Width: 240 }];
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a new width of the third column of form 202')
      .withRequest({
        method: 'POST',
        path: '/api/form/updatecolumns',
        headers: adminPostHeaders,
        body: {
          FormId: id('Form', 'expense'),
          Columns: [{ ...columns[0], ColumnId: id('ExpenseColumn', 'third') }],
        },
      })
      .willRespondWith({ status: 200, body: { Columns: eachLike(column()) } });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).updateColumns(FORM_IDS.expense, columns);
      expect(result).toMatchObject({ ok: true, data: { Columns: [{ ColumnId: 1, Width: 180 }] } });
    });
  });
});
