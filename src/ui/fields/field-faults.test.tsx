import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { observable } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldType, type FieldDefinition } from '../../domain/forms/form.entity';
import { IMAGE_SAMPLES, TRUNCATED_PNG } from '../../domain/forms/images/image-samples.test-helper';
import {
  ALL_HOSTILE,
  FORBIDDEN_OUTPUT,
  PHISHING,
} from '../../domain/forms/rich-text/hostile-html.test-helper';
import { IMAGE_FAILED_TEXT } from './controls/static-content';
import { FieldGrid } from './field-grid';
import { FIELD_FAILED_TEXT } from './field-error-boundary';
import { f } from './field-grid.test-form';

afterEach(cleanup);

function renderFields(Fields: FieldDefinition[]) {
  const values = observable.map<number, string>([[2, 'Jordan']]);
  return render(
    <FieldGrid
      layout={{ Columns: [{ Width: 200 }, { Width: 200 }, { Width: 200 }], Fields }}
      values={values}
      onChange={vi.fn()}
    />,
  );
}

describe('one bad field never takes the instance page down', () => {
  it('a damaged picture shows its error in the field, and the other fields work', () => {
    renderFields([
      f(1, FieldType.Image, 'Site plan', { Data: TRUNCATED_PNG }),
      f(2, FieldType.TextBox, 'Inspector'),
    ]);
    expect(screen.getByRole('alert').textContent).toBe('Site plan: The image is a damaged PNG file.');
    expect(screen.queryByRole('img')).toBeNull();
    expect((screen.getByLabelText('Inspector') as HTMLInputElement).value).toBe('Jordan');
  });

  it('a picture the browser cannot draw shows an error instead of a broken image', () => {
    renderFields([f(1, FieldType.Image, 'Logo', { Data: IMAGE_SAMPLES.gif })]);
    fireEvent.error(screen.getByRole('img', { name: 'Logo' }));
    expect(screen.getByRole('alert').textContent).toBe(`Logo: ${IMAGE_FAILED_TEXT}`);
  });

  it('a field whose stored definition is corrupt shows an error in its cell; the rest renders', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const corrupt = f(1, FieldType.Select, 'Weather', { OptionsList: 'not a list' as never });
    renderFields([
      corrupt,
      f(2, FieldType.TextBox, 'Inspector'),
      f(3, FieldType.Header, 'Title', { Data: '<b>Site</b>' }),
    ]);
    expect(screen.getByRole('alert').textContent).toBe(FIELD_FAILED_TEXT);
    expect(screen.getByLabelText('Inspector')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Site' })).toBeTruthy();
  });

  it('never loads a remote picture for an image field', () => {
    renderFields([f(1, FieldType.Image, 'Pixel', { Data: 'https://tracker.example/p.gif' })]);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('must be a base64 data URL');
  });
});

describe('rich text on the page can only format', () => {
  it('shows none of the hostile vectors as anything but formatting', () => {
    const fields = ALL_HOSTILE.map((Data, i) =>
      f(i + 1, i % 2 ? FieldType.Text : FieldType.Header, `H${i}`, { Data }),
    );
    const { container } = renderFields(fields);
    const rich = container.querySelectorAll('.fr-text, .fr-header > span');
    expect(rich.length).toBeGreaterThan(ALL_HOSTILE.length / 2);
    const shown = [...rich].map((node) => node.innerHTML).join('\n');
    for (const forbidden of FORBIDDEN_OUTPUT) expect(shown).not.toMatch(forbidden);
    expect(
      container.querySelectorAll(
        'form, input, button, iframe, object, embed, svg, math, style, script, link',
      ),
    ).toHaveLength(0);
  });

  it('shows the text of a phishing form without its form, inputs and button, and keeps formatting', () => {
    const { container } = renderFields([
      f(1, FieldType.Text, 'Note', {
        Data: `${PHISHING[0]}<p><b>Bold</b> <a href="https://example.com">link</a></p>`,
      }),
    ]);
    expect(screen.getByText('Your session expired. Sign in again:')).toBeTruthy();
    expect(container.querySelector('form, input, button')).toBeNull();
    expect(screen.getByText('Bold').tagName).toBe('B');
    expect(screen.getByRole('link', { name: 'link' }).getAttribute('rel')).toBe('noopener noreferrer');
  });
});
