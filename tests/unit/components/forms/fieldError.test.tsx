import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { fieldError, useFieldError } from '../../../../src/components/forms';
import { TextField } from '../../../../src/components/TextField';
import { Button } from '../../../../src/components/Button';
import { renderWithKit } from '../../render';

describe('fieldError', () => {
  const errors = { username: { type: 'required', message: 'Username is required' } };

  it('returns nothing before a submit attempt', () => {
    expect(fieldError({ errors, isSubmitted: false, submitCount: 0 }, 'username')).toBeUndefined();
  });

  it('returns the message after a submit attempt', () => {
    expect(fieldError({ errors, isSubmitted: true }, 'username')).toBe('Username is required');
    expect(fieldError({ errors, submitCount: 1 }, 'username')).toBe('Username is required');
  });

  it('reads dotted paths and ignores fields without a message', () => {
    const nested = { address: { zip: { type: 'required', message: 'Zip is Required' } } };
    expect(fieldError({ errors: nested, isSubmitted: true }, 'address.zip')).toBe(
      'Zip is Required',
    );
    expect(fieldError({ errors: nested, isSubmitted: true }, 'address.area')).toBeUndefined();
  });
});

const schema = yup.object({
  username: yup.string().required('Username is required'),
  pw: yup.string().required('Password is required'),
});
type Values = yup.InferType<typeof schema>;

function PasswordInput() {
  const { register } = useFormContext<Values>();
  return <TextField label="Password" {...register('pw')} error={useFieldError<Values>('pw')} />;
}

function LoginForm() {
  const methods = useForm<Values>({
    resolver: yupResolver(schema),
    defaultValues: { username: '', pw: '' },
    mode: 'onTouched',
  });
  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={methods.handleSubmit(() => {})}>
        <TextField
          label="Username"
          {...methods.register('username')}
          error={fieldError(methods.formState, 'username')}
        />
        <PasswordInput />
        <Button type="submit">Sign In</Button>
      </form>
    </FormProvider>
  );
}

describe('with react-hook-form', () => {
  it('shows errors only after a submit attempt, linked to the inputs', async () => {
    const { user } = renderWithKit(<LoginForm />);
    const username = screen.getByRole('textbox', { name: 'Username' });
    // Touching a field validates it in 'onTouched' mode, yet nothing shows before submit.
    await user.click(username);
    await user.tab();
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(username).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Username is required');
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveAccessibleDescription(
      'Password is required',
    );

    await user.type(username, 'asha');
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
  });
});
