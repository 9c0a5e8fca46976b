import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { SCOPE_IDS, TEAM_REQUEST_IDS } from '../../../fixtures/ids';
import {
  HttpTeamApprovalGateway,
  HttpTeamRequestGateway,
} from '../../../src/adapters/http/team-approval-gateway.http';
import { DEMO_DATA, id } from '../demo-ids';
import { isoDate } from '../forms/forms-shapes';
import {
  ADMIN,
  MEMBER,
  adminHeaders,
  adminPostHeaders,
  getHeaders,
  gridworkPact,
  httpClientFor,
  postHeaders,
  signedIn,
} from '../pact-support';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;

/**
 * Team approval (issue 35; docs/api.md "Team approval"): the administrators' switches and queue, and a workspace user's
 * request to add someone to their team.
 */
const settings = (on = false) => ({
  JoinNeedsApproval: boolean(on),
  TeamInviteNeedsApproval: boolean(false),
  AdminInviteNeedsApproval: boolean(false),
});
const request = () => ({
  RequestId: integer(TEAM_REQUEST_IDS.omarJoinsDesign),
  Kind: regex(/^(Join|TeamInvite|AdminInvite)$/, 'Join'),
  RequestedByName: string('Priya Patel'),
  ForName: string('Omar Haddad'),
  Email: string('omar@demo.test'),
  TeamName: string('Design Team'),
  RequestedOn: isoDate('2024-04-02T10:15:00.000Z'),
});
const approval = (url: string) => new HttpTeamApprovalGateway(httpClientFor(url, ADMIN).http);
const asking = (url: string) => new HttpTeamRequestGateway(httpClientFor(url, MEMBER).http);

describe('team approval', () => {
  it('reads the switches and the waiting requests', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for the team approval settings and queue')
      .withRequest({ method: 'GET', path: '/api/teamapproval/list', headers: adminHeaders })
      .willRespondWith({ status: 200, body: { Settings: settings(), Requests: eachLike(request()) } });
    await pact.executeTest(async (server) => {
      expect(await approval(server.url).overview()).toMatchObject({
        ok: true,
        data: {
          Settings: { JoinNeedsApproval: false },
          Requests: [{ Kind: 'Join', TeamName: 'Design Team' }],
        },
      });
    });
  });

  it('saves the switches', async () => {
    const body = { JoinNeedsApproval: true, TeamInviteNeedsApproval: false, AdminInviteNeedsApproval: false };
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('new team approval settings')
      .withRequest({ method: 'POST', path: '/api/teamapproval/settings', headers: adminPostHeaders, body })
      .willRespondWith({ status: 200, body: settings(true) });
    await pact.executeTest(async (server) => {
      expect(await approval(server.url).saveSettings(body)).toMatchObject({ ok: true, data: body });
    });
  });

  it('approves a waiting request', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('the approval of a waiting team request')
      .withRequest({
        method: 'POST',
        path: '/api/teamapproval/approve',
        headers: adminPostHeaders,
        body: { RequestId: id('TeamRequest', 'omarJoinsDesign') },
      })
      .willRespondWith({ status: 200, body: like(request()) });
    await pact.executeTest(async (server) => {
      expect(await approval(server.url).approve(TEAM_REQUEST_IDS.omarJoinsDesign)).toMatchObject({
        ok: true,
        data: { RequestedByName: 'Priya Patel' },
      });
    });
  });

  it('declines a waiting request with a reason', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('the decline of a waiting team request, with a reason')
      .withRequest({
        method: 'POST',
        path: '/api/teamapproval/decline',
        headers: adminPostHeaders,
        body: { RequestId: id('TeamRequest', 'inviteToField'), Reason: 'Not this season.' },
      })
      .willRespondWith({
        status: 200,
        body: like({
          ...request(),
          RequestId: integer(TEAM_REQUEST_IDS.inviteToField),
          Kind: 'TeamInvite',
          ForName: string('field.helper@demo.test'),
          Email: string('field.helper@demo.test'),
          TeamName: string('Field Team'),
          RequestedByName: string('Finn Field'),
        }),
      });
    await pact.executeTest(async (server) => {
      expect(
        await approval(server.url).decline(TEAM_REQUEST_IDS.inviteToField, 'Not this season.'),
      ).toMatchObject({ ok: true, data: { Kind: 'TeamInvite' } });
    });
  });

  it('gives a member the teams they may ask for', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .uponReceiving('a request for the teams a member may ask for')
      .withRequest({ method: 'GET', path: '/api/teamrequest/options', headers: getHeaders(MEMBER) })
      .willRespondWith({
        status: 200,
        body: {
          Teams: eachLike({ ScopeId: integer(SCOPE_IDS.designTeam), Name: string('Design Team') }),
          IsAdministrator: boolean(false),
          Settings: settings(),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await asking(server.url).options()).toMatchObject({
        ok: true,
        data: { Teams: [{ Name: 'Design Team' }], IsAdministrator: false },
      });
    });
  });

  it('adds a user of the workspace to the member’s team (approval off: applied at once)', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a member’s request to add a workspace user to their team')
      .withRequest({
        method: 'POST',
        path: '/api/teamrequest/create',
        headers: postHeaders(MEMBER),
        body: { Email: 'field@demo.test', ScopeId: id('Scope', 'designTeam'), AsAdministrator: false },
      })
      .willRespondWith({
        status: 200,
        body: {
          RequestId: integer(3),
          Outcome: regex(/^(Applied|Waiting)$/, 'Applied'),
          Message: string('Done: Add Finn Field to Design Team.'),
        },
      });
    await pact.executeTest(async (server) => {
      expect(
        await asking(server.url).ask({
          Email: 'field@demo.test',
          ScopeId: SCOPE_IDS.designTeam,
          AsAdministrator: false,
        }),
      ).toMatchObject({ ok: true, data: { Outcome: 'Applied' } });
    });
  });
});
