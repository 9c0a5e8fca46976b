import { describe, it, expect } from 'vitest';
import {
  MOBILE_BREAKPOINT_PX,
  ROUTE_HISTORY_LIMIT,
  RouteHistory,
  isMobileWidth,
  isSideMenuHidden,
  themeClass,
} from './route-history';

describe('RouteHistory', () => {
  it('keeps the most recent 50 paths (spec section 9)', () => {
    expect(ROUTE_HISTORY_LIMIT).toBe(50);
    let history = RouteHistory.empty();
    for (let i = 1; i <= 60; i += 1) history = history.push(`/form/details/${i}`);
    expect(history.size).toBe(50);
    expect(history.paths[0]).toBe('/form/details/11');
    expect(history.current).toBe('/form/details/60');
    expect(history.previous).toBe('/form/details/59');
  });

  it('never changes a history it was given', () => {
    const one = RouteHistory.empty().push('/a');
    const two = one.push('/b');
    expect(one.paths).toEqual(['/a']);
    expect(two.paths).toEqual(['/a', '/b']);
    expect(Object.isFrozen(two.paths)).toBe(true);
  });

  it('does not record the path already on top twice, but does record a return to an earlier path', () => {
    const history = RouteHistory.empty().push('/a').push('/a').push('/b').push('/a');
    expect(history.paths).toEqual(['/a', '/b', '/a']);
  });

  it('is empty at first', () => {
    expect(RouteHistory.empty().current).toBeUndefined();
    expect(RouteHistory.empty().previous).toBeUndefined();
    expect(RouteHistory.of(Array.from({ length: 70 }, (_, i) => `/p${i}`)).paths[0]).toBe('/p20');
  });
});

describe('isSideMenuHidden', () => {
  it.each([
    ['/start', true],
    ['/START', true],
    ['/switch/0?back=%2Fworkspaces', true],
    ['/logout', true],
    ['/site/logout', true],
    ['/Site/LogOut/', true],
    ['/form/list', false],
    ['/setup/general', false],
    ['/search/restart', false],
    ['/form/list?back=/logout', false],
    ['', false],
  ])('%s -> %s', (path, hidden) => {
    expect(isSideMenuHidden(path)).toBe(hidden);
  });
});

describe('layout constants', () => {
  it('switches to mobile mode below 992 px', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(992);
    expect(isMobileWidth(991)).toBe(true);
    expect(isMobileWidth(992)).toBe(false);
  });

  it.each([
    [1, 'site'],
    [2, 'green'],
    [3, 'beige'],
    [0, 'site'],
    [7, 'site'],
  ])('theme %i -> %s', (theme, css) => {
    expect(themeClass(theme)).toBe(css);
  });
});
