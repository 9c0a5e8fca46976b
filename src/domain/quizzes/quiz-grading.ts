/**
 * The author's hand grade and score override as typed (results/edit; docs/quizzes-and-surveys.md, "Results pages"):
 * checked before anything is sent, with the same bounds the server keeps (0 to the question's or the quiz's points,
 * two decimals).
 */
export type TypedPoints = { ok: true; value: number } | { ok: false; message: string };

const round2 = (n: number) => Math.round(n * 100) / 100;

/** `typed` as points between 0 and `max`; a comma is a decimal point. What is wrong, said plainly, otherwise. */
export function parsePoints(typed: string, max: number, what: 'Points' | 'Score'): TypedPoints {
  const text = typed.trim().replace(',', '.');
  const range = `${what} must be a number from 0 to ${max}.`;
  if (text === '')
    return { ok: false, message: `Enter the ${what.toLowerCase()}: a number from 0 to ${max}.` };
  if (!/^\d+(\.\d+)?$/.test(text)) return { ok: false, message: range };
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > max) return { ok: false, message: range };
  if (round2(value) !== value) return { ok: false, message: `${what} may have at most two decimals.` };
  return { ok: true, value };
}
