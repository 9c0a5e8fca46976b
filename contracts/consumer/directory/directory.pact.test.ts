import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { HttpDirectoryGateway } from '../../../src/adapters/http/directory-gateway.http';
import { ADMIN, adminHeaders, gridworkPact, httpClientFor, signedIn } from '../pact-support';

const { eachLike, integer, string, email } = {
  ...MatchersV3,
  email: (value: string) => MatchersV3.regex(/^[^@\s]+@[^@\s]+$/, value),
};

describe('scope directory calls', () => {
  it('lists the users of the scope', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for the scope user list')
      .withRequest({ method: 'GET', path: '/api/scopeusersetup/userlist', headers: adminHeaders })
      .willRespondWith({
        status: 200,
        body: eachLike({
          UserId: integer(2),
          Email: email('member@demo.test'),
          FirstName: string('Mel'),
          LastName: string('Member'),
        }),
      });
    await pact.executeTest(async (server) => {
      const result = await new HttpDirectoryGateway(httpClientFor(server.url, ADMIN).http).scopeUsers();
      expect(result).toEqual({
        ok: true,
        status: 200,
        data: [{ UserId: 2, Email: 'member@demo.test', FirstName: 'Mel', LastName: 'Member' }],
      });
    });
  });

  it('lists the roles', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for the roles')
      .withRequest({ method: 'GET', path: '/api/role/list', headers: adminHeaders })
      .willRespondWith({
        status: 200,
        body: eachLike({ roleId: integer(101), roleName: string('Reviewer'), roleTypeId: integer(0) }),
      });
    await pact.executeTest(async (server) => {
      const result = await new HttpDirectoryGateway(httpClientFor(server.url, ADMIN).http).roles();
      expect(result).toEqual({
        ok: true,
        status: 200,
        data: [{ roleId: 101, roleName: 'Reviewer', roleTypeId: 0 }],
      });
    });
  });
});
