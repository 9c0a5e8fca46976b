import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SignUp } from '../../application/account/sign-up.use-case';
import { failure, FakeNotifier, member, ok } from '../../application/testing/fakes';
import { PasswordText } from '../../domain/account/password.rules';
import { SignupText, type SignupDraft, type SignupLink } from '../../domain/account/signup.entity';
import type { SignupGateway } from '../../ports/signup-gateway.port';
import { SignupStore } from '../../stores/account/signup.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { SignupPage } from './signup-page';

afterEach(cleanup);

const TOKEN = 'a'.repeat(43);

class FakeSignupGateway implements SignupGateway {
  requests: SignupDraft[] = [];
  link: SignupLink = { Status: 'Valid', Email: 'hana@harbour.test', WorkspaceName: 'Harbour Surveys' };
  completed = 0;
  async request(draft: SignupDraft) {
    this.requests.push(draft);
    return ok({});
  }
  async check() {
    return ok(this.link);
  }
  async complete() {
    this.completed += 1;
    return this.link.Status === 'Valid'
      ? ok({ ...member, workspaceName: 'Harbour Surveys' })
      : failure(400, { Message: SignupText.Used });
  }
}

function renderSignup(path: string, gateway = new FakeSignupGateway()) {
  const { stores, tab } = testStores();
  const store = new SignupStore(new SignUp(gateway, tab.signIn, new FakeNotifier()));
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  function Page() {
    const url = new URL(path, 'http://x');
    const match = { route: { id: 'public.signup' }, params: {}, query: Object.fromEntries(url.searchParams) };
    return <SignupPage match={match as never} />;
  }
  render(
    <StoresProvider stores={stores} resolve={(() => store) as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { gateway, stores, router };
}

describe('/signup (issue 35)', () => {
  it('checks the form as the server would before sending, then says where the link went', async () => {
    const { gateway } = renderSignup('/signup');
    await userEvent.type(screen.getByLabelText('Workspace name'), 'Harbour Surveys');
    await userEvent.type(screen.getByLabelText('First name'), 'Hana');
    await userEvent.type(screen.getByLabelText('Last name'), 'Harbour');
    await userEvent.type(screen.getByLabelText('E-mail'), 'hana@harbour.test');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(PasswordText.tooShort)).toBeTruthy();
    expect(screen.getByText(PasswordText.mismatch)).toBeTruthy();
    expect(gateway.requests).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'plum tractor violin meadow');
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'plum tractor violin meadow');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('status')).textContent).toBe(SignupText.sent('hana@harbour.test'));
    expect(gateway.requests).toEqual([
      {
        WorkspaceName: 'Harbour Surveys',
        FirstName: 'Hana',
        LastName: 'Harbour',
        Email: 'hana@harbour.test',
        Password: 'plum tractor violin meadow',
      },
    ]);
  });

  it('creates the workspace from the link only on a click, then signs in', async () => {
    const { gateway, stores } = renderSignup(`/signup?hash=${TOKEN}&record=7`);
    expect(await screen.findByRole('heading', { name: 'Create Harbour Surveys' })).toBeTruthy();
    expect(gateway.completed).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Create the workspace' }));
    await waitFor(() => expect(stores.user.user?.workspaceName).toBe('Harbour Surveys'));
    expect(gateway.completed).toBe(1);
  });

  it('says a used link is used, and a malformed one is not valid', async () => {
    const gateway = new FakeSignupGateway();
    gateway.link = { Status: 'Used', Email: '', WorkspaceName: '' };
    renderSignup(`/signup?hash=${TOKEN}&record=7`, gateway);
    expect(await screen.findByText(SignupText.Used)).toBeTruthy();
    cleanup();
    renderSignup('/signup?hash=nope&record=7');
    expect(await screen.findByText(SignupText.Invalid)).toBeTruthy();
  });
});
