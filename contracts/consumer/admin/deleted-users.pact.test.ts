import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ROLE_IDS, SCOPE_IDS, USER_IDS } from '../../../fixtures/ids';
import { HttpDeletedUsersGateway } from '../../../src/adapters/http/account-restore-gateways.http';
import { isoDate } from '../forms/forms-shapes';
import {
  ADMIN,
  adminHeaders,
  adminPostHeaders,
  fromState,
  gridworkPact,
  httpClientFor,
  signedIn,
} from '../pact-support';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;

/**
 * Deleting a workspace user and restoring them (issue 35; docs/api.md "Administration", docs/account.md "Deleted
 * accounts"). Administrators only, as the rest of the Users screen.
 */
const DELETED = ['the user was deleted', { Email: 'member@demo.test' }] as const;
const deletedUser = () => ({
  UserId: integer(USER_IDS.member),
  Email: string('member@demo.test'),
  FirstName: string('Mel'),
  LastName: string('Member'),
  DeletedOn: isoDate('2026-11-20T09:00:00.000Z'),
  DaysLeft: integer(30),
});
const gateway = (url: string) => new HttpDeletedUsersGateway(httpClientFor(url, ADMIN).http);

describe('deleted users', () => {
  it('deletes a user', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a deletion of a user')
      .withRequest({
        method: 'POST',
        path: '/api/usersetup/delete',
        headers: adminPostHeaders,
        body: { UserId: USER_IDS.member },
      })
      .willRespondWith({ status: 200, body: deletedUser() });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).delete(USER_IDS.member)).toMatchObject({
        ok: true,
        data: { UserId: USER_IDS.member, DaysLeft: 30 },
      });
    });
  });

  it('lists the deleted users with the days left', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(...DELETED)
      .uponReceiving('the list of deleted users')
      .withRequest({ method: 'GET', path: '/api/usersetup/deleted', headers: adminHeaders })
      .willRespondWith({ status: 200, body: eachLike(deletedUser()) });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).deleted()).toMatchObject({ ok: true, data: [{ DaysLeft: 30 }] });
    });
  });

  it('restores a deleted user', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(...DELETED)
      .uponReceiving('a restore of a deleted user')
      .withRequest({
        method: 'POST',
        path: '/api/usersetup/restore',
        headers: adminPostHeaders,
        body: { UserId: fromState('UserId', USER_IDS.member) },
      })
      .willRespondWith({
        status: 200,
        body: like({
          UserId: integer(USER_IDS.member),
          Email: string('member@demo.test'),
          FirstName: string('Mel'),
          LastName: string('Member'),
          AccountType: integer(2),
          RoleIds: eachLike(integer(ROLE_IDS.readWrite)),
          TeamIds: eachLike(integer(SCOPE_IDS.designTeam)),
          Status: regex(/^(Active|Deactivated)$/, 'Active'),
          LastActivityOn: isoDate('2026-01-15T09:00:00.000Z'),
          IsAdmin: boolean(false),
        }),
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).restore(USER_IDS.member)).toMatchObject({
        ok: true,
        data: { Status: 'Active' },
      });
    });
  });
});
