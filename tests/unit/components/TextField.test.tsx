import { describe, expect, it, vi } from 'vitest';
import { createRef, useState } from 'react';
import { screen } from '@testing-library/react';
import { TextField } from '../../../src/components/TextField';
import { TextArea } from '../../../src/components/TextArea';
import { renderWithKit } from '../render';

describe('TextField', () => {
  it('is uncontrolled with defaultValue and reports changes without firing on mount', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <TextField label="Username" defaultValue="ab" onChange={onChange} />,
    );
    expect(onChange).not.toHaveBeenCalled();
    const input = screen.getByRole('textbox', { name: 'Username' });
    await user.type(input, 'c');
    expect(input).toHaveValue('abc');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].target.value).toBe('abc');
  });

  it('is controlled through value and onChange', async () => {
    function Host() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField
            label="Name"
            value={value}
            onChange={(e) => setValue(e.target.value.toUpperCase())}
          />
          <output>{value}</output>
        </>
      );
    }
    const { user } = renderWithKit(<Host />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'ab');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('AB');
    expect(screen.getByRole('status')).toHaveTextContent('AB');
  });

  it('forwards the ref to the input and passes native props', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithKit(<TextField label="Email" type="email" ref={ref} name="office_email" disabled />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'office_email');
    expect(input).toBeDisabled();
  });

  it('does not set the native required attribute (validation is the form’s job)', () => {
    renderWithKit(<TextField label="Zip" required />);
    expect(screen.getByRole('textbox', { name: 'Zip' })).not.toHaveAttribute('required');
  });
});

describe('TextArea', () => {
  it('renders a labelled textarea with the ref and error', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    const { user } = renderWithKit(
      <TextArea label="Description" ref={ref} error="Description is required" />,
    );
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(ref.current).toBe(box);
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '4');
    expect(box).toHaveAccessibleDescription('Description is required');
    await user.type(box, 'line1{enter}line2');
    expect(box).toHaveValue('line1\nline2');
  });

  it('is read-only with a reason: focusable, not disabled, and the reason describes it', () => {
    renderWithKit(
      <TextField
        label="Billing Name"
        defaultValue="Acme Retail"
        hint="Not shown"
        readOnlyReason="Set at registration"
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Billing Name' });
    expect(box).toHaveAttribute('readonly');
    expect(box).not.toBeDisabled();
    // The reason takes the hint's place, with a decorative lock.
    expect(box).toHaveAccessibleDescription('Set at registration');
    const note = document.querySelector('[data-part="read-only-reason"]')!;
    expect(note.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText('Not shown')).toBeNull();
  });
});
