/**
 * Runs Gridwork and the two bare baselines at each form size, interleaved (every round loads each variant of
 * each size once, in a rotating order), so that machine load falls on all of them alike, and prints the
 * medians with the ratio to bare React beside each absolute figure.
 */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { DEMO_PASSWORD, USER_EMAILS } from '../../fixtures/ids';
import { BENCH_FORMS, type BenchForm } from './bench-forms';
import { median } from '../median-timing';
import { measurePage, type PageFigures, type PageTarget } from './page-measure';

export type Variant = 'gridwork' | 'bare DOM' | 'bare React' | 'SurveyJS';
export const VARIANTS: readonly Variant[] = ['gridwork', 'bare DOM', 'bare React'];
/** The instance page's variants: the baselines and the peer, SurveyJS (issue 36). */
export const WITH_PEER: readonly Variant[] = [...VARIANTS, 'SurveyJS'];

/** The e2e tests' flags, and no throttling of tabs that are not in front while others load. */
export const BENCH_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--headless',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
];

export async function launchSignedIn(appUrl: string): Promise<{ browser: Browser; context: BrowserContext }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BENCH_CHROMIUM_ARGS });
  return { browser, context: await signedInContext(browser, appUrl) };
}

/** A context of `browser` for the app at `appUrl`, the demo administrator signed in. */
export async function signedInContext(browser: Browser, appUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: appUrl, viewport: { width: 1600, height: 1000 } });
  // tsx names functions with an `__name` helper; probes serialised into the page need it there too.
  await context.addInitScript({ content: 'window.__name = (f) => f;' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(USER_EMAILS.admin);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Sign out' }).waitFor({ timeout: 30_000 });
  await page.close();
  return context;
}

export type Figures = Map<string, PageFigures[]>; // key: `${fields}|${variant}`

export async function compareVariants(
  context: BrowserContext,
  targetOf: (variant: Variant, form: BenchForm) => PageTarget,
  rounds: number,
  forms: readonly BenchForm[] = BENCH_FORMS,
  variants: readonly Variant[] = VARIANTS,
): Promise<Figures> {
  const figures: Figures = new Map();
  for (let round = 0; round <= rounds; round++) {
    for (const form of forms) {
      for (let i = 0; i < variants.length; i++) {
        const variant = variants[(i + round) % variants.length];
        const result = await measurePage(context, targetOf(variant, form));
        if (round === 0) continue; // the first round warms the HTTP cache and the code paths
        const key = `${form.fields}|${variant}`;
        figures.set(key, [...(figures.get(key) ?? []), result]);
      }
    }
  }
  return figures;
}

type Metric = keyof PageFigures;

export interface Target {
  metric: Metric;
  label: string;
  /** The highest ratio to bare React that meets the target, at these sizes. */
  maxRatio?: number;
  /** The highest ratio to the peer (SurveyJS) that meets the target, at the same sizes. */
  maxPeerRatio?: number;
  sizes?: readonly number[];
  unit: 'ms' | 'MiB' | '';
}

const fmt = (value: number, unit: string) =>
  unit === '' ? value.toFixed(0) : `${value.toFixed(unit === 'MiB' ? 1 : 0)} ${unit}`;

/**
 * The middle half of the rounds' own ratios (each round loads every variant once, interleaved): how far the ratio
 * of medians could move with the machine's noise. Empty when the rounds do not pair up.
 */
export function roundSpread(gridwork: readonly number[], bare: readonly number[]): string {
  if (gridwork.length !== bare.length || gridwork.length < 4) return '';
  const ratios = gridwork.map((value, i) => value / bare[i]).sort((a, b) => a - b);
  const quartile = (q: number) =>
    ratios[Math.min(ratios.length - 1, Math.floor(q * (ratios.length - 1) + 0.5))];
  return `${quartile(0.25).toFixed(2)}-${quartile(0.75).toFixed(2)}x`;
}

/**
 * One table per metric: a row per size with each variant's median, the ratio to bare React, the middle half of the
 * rounds' own ratios and the verdict (on the ratio of medians); with the peer among the variants, the same again
 * for Gridwork over SurveyJS.
 */
export function printComparison(
  title: string,
  figures: Figures,
  targets: readonly Target[],
  forms: readonly BenchForm[] = BENCH_FORMS,
  variants: readonly Variant[] = VARIANTS,
): void {
  const peer = variants.includes('SurveyJS');
  console.log(`\n${title}`);
  for (const target of targets) {
    const goals = [
      target.maxRatio ? `at most ${target.maxRatio}x bare React` : '',
      peer && target.maxPeerRatio ? `at most ${target.maxPeerRatio}x SurveyJS` : '',
    ].filter(Boolean);
    console.log(
      `\n  ${target.label}${goals.length ? ` (target: ${goals.join(', ')} at ${target.sizes?.join(' and ')} fields)` : ''}`,
    );
    console.log(
      `  ${'fields'.padStart(7)} ${variants.map((v) => v.padStart(12)).join('')} ${'/bare React'.padStart(12)} ${'rounds'.padStart(12)}${peer ? ` ${'/SurveyJS'.padStart(10)} ${'rounds'.padStart(12)}` : ''}`,
    );
    for (const form of forms) {
      const samples = (variant: Variant) =>
        (figures.get(`${form.fields}|${variant}`) ?? []).map((f) => f[target.metric]);
      const med = (variant: Variant) => median(samples(variant));
      const judged = target.sizes?.includes(form.fields);
      const column = (other: Variant, maxRatio: number | undefined, width: number) => {
        const ratio = med('gridwork') / med(other);
        const verdict = judged && maxRatio ? (ratio <= maxRatio ? ' met' : ' NOT met') : '';
        const spread = roundSpread(samples('gridwork'), samples(other));
        return `${`${ratio.toFixed(2)}x`.padStart(width)} ${spread.padStart(12)}${verdict.padEnd(8)}`;
      };
      console.log(
        `  ${String(form.fields).padStart(7)} ${variants.map((v) => fmt(med(v), target.unit).padStart(12)).join('')} ${column('bare React', target.maxRatio, 12)}${peer ? column('SurveyJS', target.maxPeerRatio, 10) : ''}`,
      );
    }
  }
}

/**
 * How Gridwork's figure grows with the form: the marginal cost per 1,000 cells from each size to the next. Linear
 * growth keeps it flat; the largest step may cost at most 15% more per cell than the one before.
 */
export function printGrowth(
  label: string,
  figures: Figures,
  metric: Metric,
  forms: readonly BenchForm[] = BENCH_FORMS,
): void {
  if (forms.length < 3) return;
  const at = (form: BenchForm) =>
    median((figures.get(`${form.fields}|gridwork`) ?? []).map((f) => f[metric]));
  const steps = forms.slice(1).map((form, i) => ({
    label: `${forms[i].fields} to ${form.fields} fields`,
    perThousand: (at(form) - at(forms[i])) / ((form.cells - forms[i].cells) / 1000),
  }));
  const last = steps[steps.length - 1].perThousand / steps[steps.length - 2].perThousand;
  console.log(
    `\n  growth of ${label}, per 1,000 more cells: ${steps.map((s) => `${s.label} ${s.perThousand.toFixed(1)}`).join(', ')}; ` +
      `last step ${last.toFixed(2)}x the one before (${last <= 1.15 ? 'linear or better' : 'worse than linear'})`,
  );
}
