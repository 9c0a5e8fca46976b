import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member } from '../../application/testing/fakes';
import { PrivacyText } from '../../domain/session/privacy-consent';
import { renderAt, testStores } from '../testing/render-with-stores';
import { PrivacyConsentDialog } from './privacy-consent-dialog';

function setup(accepted: boolean) {
  const { stores, privacy } = testStores();
  privacy.accepted = accepted;
  const rendered = renderAt('/project/list', <PrivacyConsentDialog />, stores);
  return { ...rendered, stores, privacy };
}

const dialog = () => screen.findByRole('alertdialog', { name: PrivacyText.title });

describe('the privacy terms confirmation (issue 35)', () => {
  it('asks a member who has not accepted, once: accepting records it and closes the dialog', async () => {
    const { stores, privacy } = setup(false);
    act(() => stores.user.setUser(member));
    await userEvent.click(await within(await dialog()).findByRole('button', { name: PrivacyText.accept }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(privacy.calls).toEqual(['consent', 'identity', 'accept']);
    // The same member again (a scope switch gives a new user object): not asked, not even checked.
    act(() => stores.user.setUser({ ...member, teamScopeId: 10 }));
    await waitFor(() => expect(privacy.calls).toHaveLength(3));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The support chat identity is kept for the signed-in member.
    expect(stores.privacy.identity?.Name).toBe('Ada Admin');
  });

  it('does not ask a member who has accepted', async () => {
    const { stores, privacy } = setup(true);
    act(() => stores.user.setUser(member));
    await waitFor(() => expect(privacy.calls).toEqual(['consent', 'identity']));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('signs out a member who declines', async () => {
    const { stores, router } = setup(false);
    act(() => stores.user.setUser(member));
    await userEvent.click(await within(await dialog()).findByRole('button', { name: PrivacyText.decline }));
    expect(router.state.location.pathname).toBe('/logout');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does not ask a direct-link or site user', async () => {
    const { stores, privacy } = setup(false);
    act(() => stores.user.setUser({ ...member, isDirect: true, accountType: 4 }));
    await new Promise((r) => setTimeout(r, 20));
    expect(privacy.calls).toEqual([]);
  });
});
