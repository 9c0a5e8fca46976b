import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { matchRoute } from '../../domain/routing/route-matcher';
import { renderAt, testStores } from '../testing/render-with-stores';
import { LoginPage } from './login-page';

afterEach(cleanup);

function renderLogin(path: string) {
  const { stores, tab } = testStores();
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return { ...renderAt(path, <LoginPage match={match} />, stores), stores, tab };
}

describe('sign-in page', () => {
  it('has labelled E-mail and Password fields', () => {
    renderLogin('/login');
    expect(screen.getByLabelText('E-mail')).toHaveProperty('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveProperty('type', 'password');
  });

  it('says "Required!" under each empty field and keeps what was typed', async () => {
    renderLogin('/login');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Required!')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('secret');
  });

  it("shows the server's message for a wrong password", async () => {
    renderLogin('/login');
    await userEvent.type(screen.getByLabelText('E-mail'), 'member@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid e-mail or password.');
  });

  it('goes back to the page that asked for sign-in', async () => {
    const { router } = renderLogin('/login?returnUrl=%2Freport%2Flist');
    await userEvent.type(screen.getByLabelText('E-mail'), 'member@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'demo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/report/list'));
  });

  it('ignores a returnUrl that leaves the site', async () => {
    const { router } = renderLogin('/login?returnUrl=%2F%2Fevil.example%2F');
    await userEvent.type(screen.getByLabelText('E-mail'), 'member@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'demo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/list'));
  });
});
