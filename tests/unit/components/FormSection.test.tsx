import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FormSection, FormSectionFullRow } from '../../../src/components/FormSection';
import { TextField } from '../../../src/components/TextField';
import { renderWithKit } from '../render';
import { pageCss } from '../css';

describe('FormSection', () => {
  it('groups its fields under the title', () => {
    renderWithKit(
      <FormSection title="Address" description="Where the business is" columns={2}>
        <TextField label="Zip" />
        <FormSectionFullRow>
          <TextField label="Address Line1" />
        </FormSectionFullRow>
      </FormSection>,
    );
    const group = screen.getByRole('group', { name: 'Address' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByText('Where the business is')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address Line1' })).toBeInTheDocument();
  });

  it('a full row spans every column and passes its props to its element', () => {
    renderWithKit(
      <FormSection title="Address" columns={2}>
        <FormSectionFullRow id="notes" data-testid="row">
          <TextField label="Address Line1" />
        </FormSectionFullRow>
      </FormSection>,
    );
    const row = screen.getByTestId('row');
    expect(row.tagName).toBe('DIV');
    expect(row).toHaveAttribute('id', 'notes');
    // jsdom computes no grid properties: read the rule styled-components wrote for the row.
    const css = pageCss();
    const rules = [...row.classList].flatMap(
      (name) => css.match(new RegExp(`\\.${name} \\{[^}]*\\}`, 'g')) ?? [],
    );
    expect(rules.join('')).toMatch(/grid-column: 1 ?\/ ?-1;/);
  });

  it('keeps a hidden title as the group name only (a section titled like its page)', () => {
    renderWithKit(
      <FormSection title="Billing" hideTitle>
        <TextField label="Zip" />
      </FormSection>,
    );
    expect(screen.getByRole('group', { name: 'Billing' })).toBeInTheDocument();
    expect(screen.getByText('Billing')).toHaveClass('sfo-visually-hidden');
  });

  it('disables every control inside when disabled', () => {
    renderWithKit(
      <FormSection title="Point of Contact" disabled>
        <TextField label="First Name" />
        <TextField label="Phone" />
      </FormSection>,
    );
    expect(screen.getByRole('textbox', { name: 'First Name' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeDisabled();
  });
});
