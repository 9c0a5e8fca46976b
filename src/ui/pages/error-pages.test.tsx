import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { matchRoute } from '../../domain/routing/route-matcher';
import { renderAt, testStores } from '../testing/render-with-stores';
import { ErrorCodePage } from './error-pages';

afterEach(cleanup);

function openErrorPage(path: string) {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  renderAt(path, <ErrorCodePage match={match} />, testStores().stores);
}

describe('the error page', () => {
  it('names the status it was sent with, and the browser', () => {
    openErrorPage('/error/500');
    expect(screen.getByText('500', { selector: '.error-page__code' })).toBeTruthy();
    expect(document.querySelector('.error-page__details')?.textContent).toMatch(/^Error 500 · .+$/);
  });

  it('says "Error" once, without repeating it, when the address holds no status code', () => {
    openErrorPage('/error/abc');
    expect(screen.getByText('Error', { selector: '.error-page__code' })).toBeTruthy();
    const details = document.querySelector('.error-page__details')?.textContent ?? '';
    expect(details).not.toMatch(/Error/);
    expect(details).not.toMatch(/abc/);
    expect(details).not.toBe('');
  });
});
