import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blankQuestion, type QuizQuestion } from './quiz.entity';
import { passed, scoreAnswer, scoreAttempt } from './quiz-scoring';

const choice = (type: 'single' | 'multiple', correct: number[], count = 4, points = 2): QuizQuestion => ({
  ...blankQuestion(1, 1, type, 'Pick'),
  Points: points,
  Options: Array.from({ length: count }, (_, i) => ({
    OptionId: 10 + i,
    Text: `o${i}`,
    IsCorrect: correct.includes(10 + i),
  })),
});

describe('scoreAnswer', () => {
  it('gives a single choice all or nothing', () => {
    const q = choice('single', [11]);
    expect(scoreAnswer(q, 11).Points).toBe(2);
    expect(scoreAnswer(q, 12).Points).toBe(0);
    expect(scoreAnswer(q, 99).Points).toBe(0);
  });

  it('gives multiple choice partial credit, a wrong tick taking a share away', () => {
    const q = choice('multiple', [10, 11], 4, 4);
    expect(scoreAnswer(q, [10, 11]).Points).toBe(4);
    expect(scoreAnswer(q, [10]).Points).toBe(2);
    expect(scoreAnswer(q, [10, 12]).Points).toBe(0);
    expect(scoreAnswer(q, [10, 11, 12, 13]).Points).toBe(0);
  });

  it('compares short text without regard to case or extra spaces unless asked', () => {
    const q = { ...blankQuestion(1, 1, 'text', 'Capital of France?'), AcceptedAnswers: ['Paris'] };
    expect(scoreAnswer(q, '  paris ').Correct).toBe(true);
    expect(scoreAnswer({ ...q, CaseSensitive: true }, 'paris').Correct).toBe(false);
    expect(scoreAnswer({ ...q, AcceptedAnswers: [] }, 'Paris').NeedsGrading).toBe(true);
  });

  it('accepts a number within the tolerance, bounds included', () => {
    const q = { ...blankQuestion(1, 1, 'number', 'g?'), CorrectNumber: 9.81, Tolerance: 0.01 };
    expect(scoreAnswer(q, 9.8).Correct).toBe(true);
    expect(scoreAnswer(q, 9.82).Correct).toBe(true);
    expect(scoreAnswer(q, 9.83).Correct).toBe(false);
    expect(scoreAnswer({ ...q, CorrectNumber: 0.3, Tolerance: 0 }, 0.1 + 0.2).Correct).toBe(true);
  });

  it('scores an answer of the wrong shape as 0', () => {
    expect(scoreAnswer(choice('single', [10]), [10]).Points).toBe(0);
    expect(scoreAnswer({ ...blankQuestion(1, 1, 'trueFalse', 't') }, 'true').Points).toBe(0);
  });
});

describe('scoring properties', () => {
  const multiple = fc
    .tuple(fc.integer({ min: 2, max: 8 }), fc.integer({ min: 1, max: 50 }))
    .chain(([n, points]) =>
      fc.record({
        flags: fc.array(fc.boolean(), { minLength: n, maxLength: n }).filter((f) => f.some(Boolean)),
        chosen: fc.subarray(Array.from({ length: n }, (_, i) => 10 + i)),
        points: fc.constant(points),
      }),
    );

  it('never scores below 0 or above the points, and the exact key earns full marks', () => {
    fc.assert(
      fc.property(multiple, ({ flags, chosen, points }) => {
        const q = choice(
          'multiple',
          flags.flatMap((f, i) => (f ? [10 + i] : [])),
          flags.length,
          points,
        );
        const s = scoreAnswer(q, chosen);
        expect(s.Points).toBeGreaterThanOrEqual(0);
        expect(s.Points).toBeLessThanOrEqual(points);
        const key = q.Options.filter((o) => o.IsCorrect).map((o) => o.OptionId);
        expect(scoreAnswer(q, key).Points).toBe(points);
      }),
    );
  });

  it('ticking one more wrong option never raises the score', () => {
    fc.assert(
      fc.property(multiple, ({ flags, chosen, points }) => {
        const q = choice(
          'multiple',
          flags.flatMap((f, i) => (f ? [10 + i] : [])),
          flags.length,
          points,
        );
        const wrong = q.Options.find((o) => !o.IsCorrect && !chosen.includes(o.OptionId));
        if (!wrong) return;
        expect(scoreAnswer(q, [...chosen, wrong.OptionId]).Points).toBeLessThanOrEqual(
          scoreAnswer(q, chosen).Points,
        );
      }),
    );
  });

  it('an attempt totals its questions, and a grade or override stays within the maximum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ points: fc.integer({ min: 0, max: 20 }), right: fc.boolean() }), {
          maxLength: 12,
        }),
        fc.option(fc.double({ min: -100, max: 500, noNaN: true })),
        (specs, override) => {
          const qs = specs.map((s, i) => ({
            ...blankQuestion(i + 1, 1, 'trueFalse', 't'),
            Points: s.points,
          }));
          const answers = Object.fromEntries(specs.map((s, i) => [i + 1, s.right]));
          const plain = scoreAttempt(qs, answers);
          const expected = specs.reduce((sum, s) => sum + (s.right ? s.points : 0), 0);
          expect(plain.Score).toBe(expected);
          const over = scoreAttempt(qs, answers, {}, override);
          expect(over.Score).toBeGreaterThanOrEqual(0);
          expect(over.Score).toBeLessThanOrEqual(over.MaxScore);
        },
      ),
    );
  });
});

describe('passed', () => {
  it('waits for a pending text grade, then compares with the pass mark', () => {
    const text = { ...blankQuestion(1, 1, 'text', 'Explain'), Points: 2 };
    const tf = { ...blankQuestion(2, 1, 'trueFalse', 't'), Points: 2 };
    const pending = scoreAttempt([text, tf], { 1: 'Because', 2: true });
    expect(pending.PendingGrading).toBe(1);
    expect(passed(pending, 50)).toBeNull();
    const graded = scoreAttempt([text, tf], { 1: 'Because', 2: true }, { 1: 1 });
    expect(graded.Score).toBe(3);
    expect(passed(graded, 75)).toBe(true);
    expect(passed(graded, 80)).toBe(false);
  });
});
