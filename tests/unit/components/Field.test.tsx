import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Field } from '../../../src/components/Field';
import { TextField } from '../../../src/components/TextField';
import { renderWithKit } from '../render';

describe('Field', () => {
  it('labels the control and marks it required', () => {
    renderWithKit(
      <Field label="Username" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    // The '*' is generated content: the label's text (and getByLabelText) stay clean.
    expect(screen.getByLabelText('Username')).toBe(input);
  });

  it('links the hint and the error with aria-describedby and sets aria-invalid', () => {
    renderWithKit(
      <TextField label="Username" id="user" hint="Letters only" error="Username is required" />,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'user-error user-hint');
    expect(document.getElementById('user-error')).toHaveTextContent('Username is required');
    expect(input).toHaveAccessibleDescription('Username is required Letters only');
  });

  it('translates an i18n key and keeps plain text unchanged', () => {
    const { i18n } = renderWithKit(
      <>
        <TextField label="A" error="fields.loading" />
        <TextField label="B" error="Email is Invalid. Try again: please" />
      </>,
    );
    expect(i18n.t('fields.loading')).toBe('Loading…');
    expect(screen.getByRole('textbox', { name: 'A' })).toHaveAccessibleDescription('Loading…');
    expect(screen.getByRole('textbox', { name: 'B' })).toHaveAccessibleDescription(
      'Email is Invalid. Try again: please',
    );
  });

  it('translates the error in the reader’s language', () => {
    renderWithKit(<TextField label="A" error="fields.loading" />, { locale: 'hi' });
    expect(screen.getByRole('textbox', { name: 'A' })).toHaveAccessibleDescription('लोड हो रहा है…');
  });

  it('keeps a host aria-describedby and generates distinct ids', () => {
    renderWithKit(
      <>
        <p id="extra">Extra</p>
        <TextField label="One" aria-describedby="extra" />
        <TextField label="Two" />
      </>,
    );
    const one = screen.getByRole('textbox', { name: 'One' });
    const two = screen.getByRole('textbox', { name: 'Two' });
    expect(one).toHaveAccessibleDescription('Extra');
    expect(one.id).not.toBe(two.id);
    expect(two).not.toHaveAttribute('aria-describedby');
  });

  it('can hide the label visually while keeping the name', () => {
    renderWithKit(<TextField label="Search" hideLabel />);
    expect(screen.getByText('Search')).toHaveClass('sfo-visually-hidden');
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });
});
