import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { sharingHarness } from '../../application/sharing/sharing.test-kit';
import { ok } from '../../application/testing/fakes';
import { instance, text } from '../../domain/forms/instance/instance.test-helper';
import { SharingText } from '../../domain/sharing/sharing-texts';
import { SharedFormStore } from '../../stores/sharing/shared-form.store';
import { provideFeatureLoader } from '../app/feature-pages';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { SHARING_PAGES } from './sharing-pages';

provideFeatureLoader(async () => undefined);
afterEach(cleanup);

const HASH = 'H'.repeat(32);
const LOGO = 'data:image/png;base64,iVBORw0KGgo=';
const FLAGS = { EmailMissmatch: false, TooManyRequests: false, InvalidCode: false };

function openPage(configure: (h: ReturnType<typeof sharingHarness>) => void = () => undefined) {
  const h = sharingHarness();
  configure(h);
  const store = new SharedFormStore(h.open, h.verify, h.fill, h.lifetime, h.unsaved, h.time);
  const resolve = (() => store) as never;
  const Page = SHARING_PAGES['direct.form'];
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Page
            match={{ routeId: 'direct.form', path: `/direct-form/${HASH}`, params: { hash: HASH } } as never}
          />
        ),
      },
    ],
    {
      initialEntries: [`/direct-form/${HASH}`],
    },
  );
  render(
    <StoresProvider stores={testStores().stores} resolve={resolve}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { h, store };
}

/** The page's code loads lazily: on a busy machine that can take longer than Testing Library's default second. */
const PATIENCE = { timeout: 15_000 };

describe('the shared form page', { timeout: 30_000 }, () => {
  it('shows the logo only when the workspace has one, with its name and the form name', async () => {
    openPage(
      (h) =>
        (h.gateway.details = ok({
          HasActiveLogo: true,
          WorkspaceName: 'Acme',
          FormName: 'Intake',
          Logo: LOGO,
        })),
    );
    expect(await screen.findByRole('heading', { name: 'Intake', level: 1 }, PATIENCE)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Acme logo' }).getAttribute('src')).toBe(LOGO);
    cleanup();
    openPage();
    expect(await screen.findByRole('heading', { name: 'Intake', level: 1 }, PATIENCE)).toBeTruthy();
    expect(screen.getByText('Acme')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('walks e-mail → mismatch → Try Again, and e-mail → too many requests, with the texts of the spec', async () => {
    const user = userEvent.setup();
    const { h } = openPage();
    const email = await screen.findByRole('textbox', { name: 'E-mail' }, PATIENCE);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Required!')).toBeTruthy();
    await user.type(email, 'guest@outside');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Invalid email address!')).toBeTruthy();
    await user.type(email, '.test');
    h.gateway.sendAnswer = ok({ ...FLAGS, EmailMissmatch: true, CodeValidSeconds: 0, NewCodeInSeconds: 0 });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(SharingText.emailMismatch)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    h.gateway.sendAnswer = ok({
      ...FLAGS,
      TooManyRequests: true,
      CodeValidSeconds: 0,
      NewCodeInSeconds: 300,
    });
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(SharingText.tooManyRequests)).toBeTruthy();
  });

  it('shows "Invalid code!" and the new-code link for a wrong code, then the form drawn by the field renderer', async () => {
    const user = userEvent.setup();
    const { h } = openPage();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }, PATIENCE), 'guest@outside.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/The code is valid for 10 minutes, until/)).toBeTruthy();
    expect(screen.getByRole('button', { name: SharingText.requestNewCode })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid code!')).toBeTruthy();
    const shared = instance([
      text(1, { Name: 'Client', Data: '<b>Kim</b>' }),
      text(2, { Name: 'Approved by', PermissionMask: 1, Data: 'Dana' }),
    ]);
    h.gateway.instanceAnswer = ok({ ...FLAGS, Token: 'tok', FormInstance: shared });
    await user.clear(screen.getByRole('textbox', { name: 'Code' }));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'K7M3QX');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const client = (await screen.findByRole('textbox', { name: 'Client' })) as HTMLInputElement;
    expect(client.value).toBe('<b>Kim</b>'); // HTML typed into a field is shown as text
    expect(document.querySelector('b')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Approved by' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(client, '!');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('after a reload during the wait, asks for the code already sent and says when a new one may be asked for (issue 32 #14)', async () => {
    const user = userEvent.setup();
    const { h } = openPage();
    h.gateway.sendAnswer = ok({
      ...FLAGS,
      CodeAlreadySent: true,
      CodeValidSeconds: 540,
      NewCodeInSeconds: 40,
    });
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }, PATIENCE), 'guest@outside.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(
        /code was already sent to .*: enter the code from that e-mail\. No new code was sent\./,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(SharingText.tooManyRequests)).toBeNull();
    expect(screen.getByText(/^The code is valid until .* and can be used once\.$/)).toBeTruthy();
    expect(screen.getByTestId('next-code').textContent).toMatch(/^A new code can be requested at /);
    expect(
      (screen.getByRole('button', { name: SharingText.requestNewCode }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const shared = instance([text(1, { Name: 'Client', Data: 'Kim' })]);
    h.gateway.instanceAnswer = ok({ ...FLAGS, Token: 'tok', FormInstance: shared });
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'K7M3QX');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('textbox', { name: 'Client' })).toBeTruthy();
  });

  it('after too many wrong codes, says to wait without the time of the earlier code request, which no longer holds', async () => {
    const user = userEvent.setup();
    const { h } = openPage();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }, PATIENCE), 'guest@outside.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/The code is valid for 10 minutes, until/)).toBeTruthy();
    // The code answer says too many, and nothing of when: the server locks the share for longer than the first wait.
    h.gateway.instanceAnswer = ok({ ...FLAGS, TooManyRequests: true });
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(SharingText.tooManyRequests)).toBeTruthy();
    expect(screen.queryByText(/A new code can be requested at/)).toBeNull();
  });
});
