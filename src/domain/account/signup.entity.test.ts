import { describe, expect, it } from 'vitest';
import { PasswordText } from './password.rules';
import { signupLinkPath, signupProblems, workspaceNameProblem } from './signup.entity';

const draft = {
  WorkspaceName: 'Harbour Surveys',
  FirstName: 'Hana',
  LastName: 'Harbour',
  Email: 'hana@harbour.test',
  Password: 'plum tractor violin meadow',
};

describe('sign-up rules (issue 35)', () => {
  it('accepts a complete form', () => {
    expect(signupProblems(draft, draft.Password)).toEqual({});
  });

  it('names every missing field and the members’ password rules, the workspace’s name among personal words', () => {
    expect(
      signupProblems({ WorkspaceName: ' ', FirstName: '', LastName: '', Email: 'nope', Password: '' }, ''),
    ).toEqual({
      workspaceName: 'Required!',
      firstName: 'Required!',
      lastName: 'Required!',
      email: 'Invalid email address!',
      password: PasswordText.required,
      confirmation: PasswordText.required,
    });
    const surveys = { ...draft, LastName: 'Lee', Password: 'the surveys of spring' };
    expect(signupProblems(surveys, surveys.Password).password).toBe(
      PasswordText.personal('surveys', 'the workspace’s name'),
    );
    expect(signupProblems(draft, 'another one').confirmation).toBe(PasswordText.mismatch);
  });

  it('limits the workspace name to 200 characters', () => {
    expect(workspaceNameProblem('x'.repeat(200))).toBeNull();
    expect(workspaceNameProblem('x'.repeat(201))).toBe('At most 200 characters.');
  });

  it('makes the link the e-mail carries', () => {
    expect(signupLinkPath('abc', 7)).toBe('/signup?hash=abc&record=7');
  });
});
