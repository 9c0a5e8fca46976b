import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_MOCK_PORT } from './ports';

const MOCK = `http://127.0.0.1:${E2E_MOCK_PORT}`;

export const ADMIN = 'admin@demo.test';
export const MEMBER = 'member@demo.test';

/** The mock server's control routes (fault injection, pushes, reset): what a demo presenter would use. */
export class MockControl {
  private constructor(private readonly api: APIRequestContext) {}

  static async open(): Promise<MockControl> {
    return new MockControl(await request.newContext({ baseURL: MOCK }));
  }

  async reset(): Promise<void> {
    expect((await this.api.post('/api/__mock/reset', { data: {} })).ok()).toBe(true);
  }

  async fault(fault: Record<string, unknown>): Promise<void> {
    const response = await this.api.post('/api/__mock/faults', { data: fault });
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** Pushes an event; with `drop`, the user's hub sockets are cut first, as a network failure would. */
  async push(listener: string, data: unknown, email?: string, { drop = false } = {}): Promise<void> {
    const response = await this.api.post('/api/__mock/push', {
      data: { listener, data, email, ...(drop ? { drop } : {}) },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** Moves the mock's sharing clock (codes, tokens, rate windows) forward: an expired code without waiting. */
  async advanceClock(ms: number): Promise<void> {
    const response = await this.api.post('/api/__mock/clock', { data: { advanceMs: ms } });
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** Issue 15: delivers the scheduled report filters due by `until` now (docs/reports.md, "Scheduled delivery"). */
  async runDueReports(until: string): Promise<unknown[]> {
    const response = await this.api.post('/api/__mock/reports/run-due', { data: { until } });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { Deliveries: unknown[] }).Deliveries;
  }

  /** Issue 33: deactivates a site user and ends their sessions as the administration does (userLoggedOut). */
  async deactivateSiteUser(email: string): Promise<void> {
    const response = await this.api.post('/api/__mock/site-user/deactivate', { data: { email } });
    expect(response.ok(), await response.text()).toBe(true);
  }

  async dispose(): Promise<void> {
    await this.api.dispose();
  }
}

/** Signs in through the login page like a person. */
export async function signIn(page: Page, email = ADMIN, password = 'demo'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
}

/** Waits until the app has no request in flight ("free of requests"). */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveAttribute('data-requests', 'free');
}

export function toast(page: Page, text: string) {
  return page.getByTestId('toast').filter({ hasText: text });
}
