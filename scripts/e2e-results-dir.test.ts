import { describe, expect, it } from 'vitest';
import { e2eResultsDir } from '../e2e/support/ports';

describe('e2eResultsDir: where Playwright writes for the build in E2E_OUT_DIR', () => {
  it('keeps test-results for the default build, and test-results-{dir} for a relative out dir', () => {
    expect(e2eResultsDir(undefined)).toBe('test-results');
    expect(e2eResultsDir('dist-mine')).toBe('test-results-dist-mine');
    expect(e2eResultsDir('build/e2e/')).toBe('test-results-build-e2e');
  });

  it('puts the results beside an absolute out dir, not under a folder named "test-results-" in the repository', () => {
    expect(e2eResultsDir('/tmp/x')).toBe('/tmp/x-test-results');
    expect(e2eResultsDir('/tmp/helper-dist/')).toBe('/tmp/helper-dist-test-results');
  });
});
