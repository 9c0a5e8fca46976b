import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeFormSharesGateway } from '../../application/sharing/sharing.test-kit';
import { ListFormShares } from '../../application/sharing/list-form-shares.use-case';
import { RevokeFormShare } from '../../application/sharing/revoke-form-share.use-case';
import { ShareFormInstance } from '../../application/sharing/share-form-instance.use-case';
import { FakeDialogs, FakeNotifier, ok } from '../../application/testing/fakes';
import { MEMBER_RECIPIENT } from '../../domain/sharing/recipient-email';
import type { Clipboard } from '../../ports/clipboard.port';
import { FormSharesStore } from '../../stores/sharing/form-shares.store';
import { provideFeatureLoader } from '../app/feature-pages';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { SHARING_PAGES } from './sharing-pages';

provideFeatureLoader(async () => undefined);
afterEach(cleanup);

/** The server refuses a workspace member's address (400 "Email: …"), as the mock does by the domain's rule. */
class MemberRefusingGateway extends FakeFormSharesGateway {
  override async share(formId: number, instanceId: number, email: string) {
    if (email === 'field@demo.test')
      return {
        ok: false as const,
        failure: { kind: 'status' as const, status: 400, payload: { Message: `Email: ${MEMBER_RECIPIENT}` } },
      };
    return super.share(formId, instanceId, email);
  }
}

function openPage() {
  const gateway = new MemberRefusingGateway();
  gateway.options_ = ok({
    FormId: 200,
    FormName: 'Site Inspection',
    Instances: [{ InstanceId: 300, Name: 'Site Inspection', ProjectName: 'Office Renovation' }],
    Shares: [],
  });
  const notifier = new FakeNotifier();
  const clipboard: Clipboard = { copy: async () => true };
  const store = new FormSharesStore(
    new ListFormShares(gateway, notifier, clipboard),
    new ShareFormInstance(gateway, notifier),
    new RevokeFormShare(gateway, new FakeDialogs(), notifier),
  );
  const Page = SHARING_PAGES['form.share'];
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Page
            match={{ routeId: 'form.share', path: '/share-form/200', params: { formId: '200' } } as never}
          />
        ),
      },
    ],
    { initialEntries: ['/share-form/200'] },
  );
  render(
    <StoresProvider stores={testStores().stores} resolve={(() => store) as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { gateway, notifier };
}

describe('sharing a form with someone outside the workspace', { timeout: 30_000 }, () => {
  it("refuses a workspace member's address at the field, keeping it, and shares nothing (issue 32 #14)", async () => {
    const user = userEvent.setup();
    const { gateway, notifier } = openPage();
    const recipient = await screen.findByRole('textbox', { name: 'Recipient e-mail' }, { timeout: 15_000 });
    await user.type(recipient, 'field@demo.test');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(MEMBER_RECIPIENT)).toBeTruthy();
    expect(recipient.getAttribute('aria-invalid')).toBe('true');
    expect((recipient as HTMLInputElement).value).toBe('field@demo.test');
    expect(screen.getByText('No active shares.')).toBeTruthy();
    expect(notifier.shown).toEqual([]);
    expect(gateway.shared).toEqual([]);
  });
});
