import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField } from './form-field';

afterEach(cleanup);

describe('a form field, as a screen reader reads it', () => {
  it('names the control by its label and leaves it valid and undescribed without a message (an empty one is none)', () => {
    render(
      <FormField label="E-mail" error="">
        {(control) => <input {...control} type="email" />}
      </FormField>,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'E-mail', description: '' })).toBe(input);
  });

  it('describes the control by its message and marks it invalid', () => {
    render(
      <FormField id="reset-email" label="E-mail" error="Required">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail', description: 'Required' });
    expect(input.id).toBe('reset-email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('reset-email-error')?.className).toBe('field__error');
  });

  it('describes it by the hint, then the message, under the id the page gave the message', () => {
    render(
      <FormField
        id="login-password"
        label="Password"
        hint="At least 12 characters."
        error="Too short"
        errorId="password-error"
      >
        {(control) => <input {...control} type="password" />}
      </FormField>,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-describedby')).toBe('login-password-hint password-error');
    expect(screen.getByText('Too short').id).toBe('password-error');
    expect(screen.getByText('At least 12 characters.').className).toBe('field__hint');
  });

  it('wires a select and a text area alike, and announces the message when asked', () => {
    render(
      <>
        <FormField label="Type" error="Choose one" announce="alert">
          {(control) => (
            <select {...control}>
              <option>Admin</option>
            </select>
          )}
        </FormField>
        <FormField label="Description" variant="dialog" error={['Too long', 'No tags']}>
          {(control) => <textarea {...control} />}
        </FormField>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Type', description: 'Choose one' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Choose one');
    const area = screen.getByRole('textbox', { name: 'Description', description: 'Too long No tags' });
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.closest('.dlg-field')).not.toBeNull();
  });

  it('follows a store that the page reads only inside the render prop, as it types', async () => {
    // The page renders nothing else that changes as the value does, so only this field's own render can see it.
    const store = makeAutoObservable({
      email: '',
      emailError: 'Required!',
      emailTyped(email: string) {
        this.email = email;
      },
    });
    const Page = observer(function Page() {
      return (
        <FormField label="E-mail" error={store.emailError}>
          {(control) => (
            <input {...control} value={store.email} onChange={(e) => store.emailTyped(e.target.value)} />
          )}
        </FormField>
      );
    });
    render(<Page />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'guest@outside.test');
    const input = screen.getByRole('textbox', {
      name: 'E-mail',
      description: 'Required!',
    }) as HTMLInputElement;
    expect(input.value).toBe('guest@outside.test');
  });
});
