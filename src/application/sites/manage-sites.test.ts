import { describe, expect, it } from 'vitest';
import { PasswordText } from '../../domain/account/password.rules';
import { SiteText } from '../../domain/sites/site.rules';
import { FakeDialogs, FakeNotifier } from '../testing/fakes';
import { FakeTime } from '../testing/fake-time';
import { ManageSiteUsers } from './manage-site-users.use-case';
import { ManageSites } from './manage-sites.use-case';
import { CHOICES, FakeSiteAdminGateway, siteOf, userOf } from './site-admin.test-kit';

function kit() {
  const gateway = new FakeSiteAdminGateway();
  const dialogs = new FakeDialogs();
  const notifier = new FakeNotifier();
  const time = new FakeTime(); // 2023-11-14
  return {
    gateway,
    dialogs,
    notifier,
    sites: new ManageSites(gateway, dialogs, notifier, time),
    people: new ManageSiteUsers(gateway, dialogs, notifier, time),
  };
}

const input = {
  SiteId: 0,
  Name: 'Harbour',
  Kind: 1 as const,
  IsActive: true,
  AccessEndsOn: null,
  Projects: [],
};

describe('managing sites (issue 33)', () => {
  it('checks a site by the site rules before sending it, and sends nothing that breaks them', async () => {
    const { sites, gateway } = kit();
    const outcome = await sites.save({ ...input, Name: ' ', AccessEndsOn: '2023-11-13' }, CHOICES, null);
    expect(outcome).toEqual({
      ok: false,
      message: null,
      problems: {
        Name: SiteText.nameRequired,
        Projects: SiteText.noProject,
        AccessEndsOn: SiteText.pastDate,
      },
    });
    expect(gateway.calls).toEqual([]);
    const saved = await sites.save(
      { ...input, Projects: [{ ProjectId: 100, Folders: [{ FolderId: 5001, CanUpload: true }] }] },
      CHOICES,
      null,
    );
    expect(saved).toMatchObject({ ok: true, site: { Name: 'Harbour' } });
    expect(gateway.calls).toEqual(['save Harbour']);
  });

  it('shows the server’s refusal in place', async () => {
    const { sites, gateway } = kit();
    gateway.refuse = `Projects: ${SiteText.unknownFolder}`;
    const outcome = await sites.save(
      { ...input, Projects: [{ ProjectId: 100, Folders: [] }] },
      CHOICES,
      null,
    );
    expect(outcome).toEqual({ ok: false, problems: {}, message: `Projects: ${SiteText.unknownFolder}` });
  });

  it('sets a first password at once, and asks before a new one signs every visitor out', async () => {
    const { sites, gateway, dialogs } = kit();
    expect(await sites.setPassword(siteOf({ Kind: 2 }), 'short', 'Demo Workspace')).toEqual({
      ok: false,
      message: PasswordText.tooShort,
    });
    expect(
      await sites.setPassword(siteOf({ Kind: 2 }), 'Demo Workspace harbour key', 'Demo Workspace'),
    ).toEqual({
      ok: false,
      message: PasswordText.personal('demo', 'the workspace’s name'),
    });
    expect(
      await sites.setPassword(siteOf({ SiteId: 2, Kind: 2 }), 'granite lantern orbit', 'Demo Workspace'),
    ).toMatchObject({
      ok: true,
    });
    expect(dialogs.confirms).toEqual([]);
    const rotating = sites.setPassword(
      siteOf({ SiteId: 2, Kind: 2, PasswordSetOn: '2024-04-02T09:00:00.000Z' }),
      'another granite lantern',
      'Demo Workspace',
    );
    await Promise.resolve();
    expect(dialogs.confirms[0]?.message).toContain('signed out at once');
    dialogs.confirms[0]!.answer(false);
    expect(await rotating).toEqual({ ok: false, message: null });
    expect(gateway.calls).toEqual(['password 2 granite lantern orbit']);
  });
});

describe('managing the people of a site (issue 33)', () => {
  it('checks the address and date before inviting, and puts the server’s refusal of an address beside it', async () => {
    const { people, gateway } = kit();
    const draft = { SiteId: 1, Email: 'nope', FirstName: '', LastName: '', AccessEndsOn: null };
    expect(await people.invite(draft)).toEqual({
      ok: false,
      emailError: 'Invalid email address!',
      dateError: undefined,
    });
    gateway.refuse = `Email: ${SiteText.memberAddress}`;
    expect(await people.invite({ ...draft, Email: 'member@demo.test' })).toEqual({
      ok: false,
      emailError: SiteText.memberAddress,
    });
    expect(await people.invite({ ...draft, Email: ' nora@client.test ' })).toMatchObject({
      ok: true,
      user: { Email: 'nora@client.test', Status: 'Invited' },
    });
  });

  it('deactivates and removes someone only once the administrator confirms', async () => {
    const { people, gateway, dialogs } = kit();
    const deactivating = people.deactivate(userOf());
    await Promise.resolve();
    expect(dialogs.confirms[0]?.message).toBe(
      'Sam Site will no longer be able to enter this site. If they are on it now, they are signed out at once.',
    );
    dialogs.confirms[0]!.answer(true);
    expect(await deactivating).toMatchObject({ Status: 'Deactivated' });
    const removing = people.remove(userOf());
    await Promise.resolve();
    dialogs.confirms[1]!.answer(false);
    expect(await removing).toBe(false);
    expect(gateway.calls).toEqual(['deactivate 1']);
  });
});
