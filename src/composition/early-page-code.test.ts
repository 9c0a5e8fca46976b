import { describe, expect, it } from 'vitest';
import { EARLY_PAGE_CODE, startPageCode } from './early-page-code';

describe("a page load starts the page's code beside its first call (issue 36)", () => {
  it("starts the instance page's code, and nothing for a page without an entry", () => {
    const started: string[] = [];
    const code = {
      'form-instance.details': () => Promise.resolve(started.push('form-instance.details')),
    };
    expect(startPageCode('form-instance.details', code)).toBe(true);
    expect(startPageCode('form.list-unknown', code)).toBe(false);
    expect(started).toEqual(['form-instance.details']);
  });

  it('leaves a failed download to the page, which asks again when it opens', async () => {
    const failing = { page: () => Promise.reject(new Error('offline')) };
    expect(startPageCode('page', failing)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0)); // no unhandled rejection
  });

  it("loads the instance page's area, its page and its early opening: the modules the page needs first", async () => {
    const [area, page, open] = (await EARLY_PAGE_CODE['form-instance.details']!()) as [
      { MODULES: unknown[] },
      { FormInstancePage: unknown },
      { openBeforeRender: unknown },
    ];
    expect(area.MODULES.length).toBeGreaterThan(0);
    expect(page.FormInstancePage).toBeTruthy();
    expect(typeof open.openBeforeRender).toBe('function');
  }, 20_000);
});
