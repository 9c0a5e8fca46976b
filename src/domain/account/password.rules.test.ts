import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { commonPasswordCount, isCommonPassword } from './common-passwords';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PasswordText,
  newPasswordProblems,
  passwordProblem,
} from './password.rules';

const context = {
  email: 'mel.member@demo.test',
  firstName: 'Mel',
  lastName: 'Member',
  workspaceName: 'Demo Workspace',
};

describe('password rules (OWASP ASVS 5.0 V6.2)', () => {
  it('ships the 3,000 most common passwords of at least 8 characters', () => {
    expect(commonPasswordCount()).toBe(3000);
    expect([
      isCommonPassword('password'),
      isCommonPassword('QWERTYUIOP'),
      isCommonPassword('iloveyou'),
      isCommonPassword('violin harbour'),
    ]).toEqual([true, true, true, false]);
  });

  it.each([
    ['', PasswordText.required],
    ['a'.repeat(MIN_PASSWORD_LENGTH - 1), PasswordText.tooShort],
    ['x'.repeat(MAX_PASSWORD_LENGTH + 1), PasswordText.tooLong],
    ['1234567890123', PasswordText.repeated],
    ['abcdefghijklm', PasswordText.repeated],
    ['iloveyou12345', PasswordText.common],
    ['qwertyuiop12', PasswordText.common],
    ['Password1234!', PasswordText.common],
    ['baseball2024!!', PasswordText.common],
    ['zzzzzzzzzzzzzzzz', PasswordText.repeated],
    ['abcabcabcabcabc', PasswordText.repeated],
    ['MelRocksTheHouse', null],
    ['membership cards', 'The password must not contain “member” (your name).'],
    ['my demo is ready', 'The password must not contain “demo” (the workspace’s name).'],
    ['i love gridwork so', 'The password must not contain “gridwork” (the product’s name).'],
    ['plum tractor violin', null],
    ['Ünïcødé pässwørd ✓', null],
  ])('%j: %s', (password, problem) => {
    expect(passwordProblem(password, context)).toBe(problem);
  });

  it('counts characters, not UTF-16 units: 12 emoji are 12 characters', () => {
    expect(passwordProblem('🔒'.repeat(11) + '🔑', {})).toBeNull();
    expect(passwordProblem('🔒'.repeat(6) + '🔑'.repeat(6), {})).toBeNull();
    expect(passwordProblem('🔒🔑'.repeat(5) + '🔑', {})).toBe(PasswordText.tooShort);
  });

  it('takes any characters, exactly as typed: no password of allowed length and unrelated words is refused for its kinds of characters', () => {
    const word = fc.stringMatching(/^[a-z]{5,9}$/).filter((w) => !isCommonPassword(w));
    fc.assert(
      fc.property(fc.tuple(word, word, fc.constantFrom(' ', '-', '.', '')), ([a, b, sep]) => {
        const password = `${a}${sep}${b}`.padEnd(MIN_PASSWORD_LENGTH, '!') + 'Q';
        const problem = passwordProblem(password, {});
        return problem === null || problem === PasswordText.common || problem === PasswordText.repeated;
      }),
    );
  });

  it('checks a new password typed twice, and that it differs from the current one', () => {
    expect(
      newPasswordProblems({ password: 'plum tractor violin', confirmation: 'plum tractor violim' }),
    ).toEqual({ confirmation: PasswordText.mismatch });
    expect(
      newPasswordProblems({
        password: 'plum tractor violin',
        confirmation: 'plum tractor violin',
        current: 'plum tractor violin',
      }),
    ).toEqual({ password: PasswordText.sameAsCurrent });
    expect(newPasswordProblems({ password: 'short', confirmation: '' })).toEqual({
      password: PasswordText.tooShort,
      confirmation: PasswordText.required,
    });
  });
});
