import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { focusFirstInvalid, useFocusFirstInvalid } from '../../../../src/components/forms';
import { Button } from '../../../../src/components/Button';
import { Dropzone } from '../../../../src/components/Dropzone';
import { ImageField } from '../../../../src/components/ImageField';
import { RadioGroup } from '../../../../src/components/RadioGroup';
import { TextField } from '../../../../src/components/TextField';
import { fixtureFile } from '../../../fixtures/images/node';
import { renderWithKit } from '../../render';

describe('focusFirstInvalid', () => {
  it('focuses the first invalid control in document order and returns it', () => {
    render(
      <form data-testid="form">
        <input aria-label="a" />
        <input aria-label="b" aria-invalid="true" />
        <input aria-label="c" aria-invalid="true" />
      </form>,
    );
    expect(focusFirstInvalid(screen.getByTestId('form'))).toBe(screen.getByLabelText('b'));
    expect(screen.getByLabelText('b')).toHaveFocus();
  });

  it('skips disabled controls and returns null when nothing is invalid', () => {
    render(
      <form data-testid="form">
        <input aria-label="a" aria-invalid="true" disabled />
        <input aria-label="b" />
      </form>,
    );
    expect(focusFirstInvalid(screen.getByTestId('form'))).toBeNull();
    expect(focusFirstInvalid(null)).toBeNull();
  });

  it("focuses a group's chosen radio, else its first control", () => {
    render(
      <form data-testid="form">
        <div role="radiogroup" aria-label="size" aria-invalid="true">
          <input type="radio" name="size" aria-label="S" />
          <input type="radio" name="size" aria-label="M" defaultChecked />
        </div>
      </form>,
    );
    focusFirstInvalid(screen.getByTestId('form'));
    expect(screen.getByLabelText('M')).toHaveFocus();
  });

  it("moves from RadioGroup's marked radios to the chosen one (where Tab lands)", () => {
    renderWithKit(
      <form data-testid="form">
        <RadioGroup
          label="Size"
          error="Size is required"
          defaultValue="m"
          options={[
            { value: 's', label: 'S' },
            { value: 'm', label: 'M' },
          ]}
        />
      </form>,
    );
    focusFirstInvalid(screen.getByTestId('form'));
    expect(screen.getByRole('radio', { name: 'M' })).toHaveFocus();
  });

  it("reaches a Dropzone with an error through its group's mark: its Choose button", () => {
    renderWithKit(
      <form data-testid="form">
        <TextField label="Name" />
        <Dropzone label="Gallery images" error="Add at least one image" />
      </form>,
    );
    focusFirstInvalid(screen.getByTestId('form'));
    expect(screen.getByRole('button', { name: 'Choose images' })).toHaveFocus();
  });

  it('focuses a contenteditable editor', () => {
    render(
      <form data-testid="form">
        <div role="textbox" aria-label="About Us" contentEditable aria-invalid="true" />
      </form>,
    );
    focusFirstInvalid(screen.getByTestId('form'));
    expect(screen.getByRole('textbox', { name: 'About Us' })).toHaveFocus();
  });
});

interface Values {
  logo: File | null;
  gender: string;
  name: string;
}

/**
 * A form whose fields register in the reverse of the order they are read: react-hook-form's own
 * focus would pick Name; the hook picks what comes first on the page.
 */
function ReversedForm({ onValid }: { onValid: (values: Values) => void }) {
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const { register, control, handleSubmit, formState } = useForm<Values>({
    shouldFocusError: false,
    defaultValues: { logo: null, gender: '', name: '' },
  });
  const name = register('name', { required: 'Name is required' });
  const gender = register('gender', { required: 'Gender is required' });
  const { errors } = formState;
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
      <Controller
        name="logo"
        control={control}
        rules={{ required: 'Please Upload Logo' }}
        render={({ field }) => (
          <ImageField label="Upload Logo" error={errors.logo?.message} {...field} />
        )}
      />
      <RadioGroup
        label="Gender"
        options={[
          { value: 'f', label: 'Female' },
          { value: 'm', label: 'Male' },
        ]}
        error={errors.gender?.message}
        {...gender}
      />
      <TextField label="Name" error={errors.name?.message} {...name} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('useFocusFirstInvalid', { timeout: 20_000 }, () => {
  it('focuses custom controls in reading order as each is fixed', async () => {
    const onValid = vi.fn();
    const { user } = renderWithKit(<ReversedForm onValid={onValid} />);
    const save = screen.getByRole('button', { name: 'Save' });
    const logo = screen.getByLabelText('Upload Logo', { selector: 'input' });

    await user.click(save);
    await waitFor(() => expect(logo).toHaveFocus());

    await user.upload(logo, fixtureFile('png'));
    await screen.findByRole('img', { name: 'Preview of logo.png' });
    await user.click(save);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Female' })).toHaveFocus());

    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.click(save);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('does nothing before a failed submit', () => {
    renderWithKit(<ReversedForm onValid={vi.fn()} />);
    expect(document.body).toHaveFocus();
  });
});
