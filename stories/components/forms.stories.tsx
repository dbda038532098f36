import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../../src/components/Button';
import { Card } from '../../src/components/Card';
import { Checkbox } from '../../src/components/Checkbox';
import { FormSection } from '../../src/components/FormSection';
import { NumberField } from '../../src/components/NumberField';
import { PasswordField } from '../../src/components/PasswordField';
import { RadioGroup } from '../../src/components/RadioGroup';
import { SelectField } from '../../src/components/SelectField';
import { TextField } from '../../src/components/TextField';
import { fieldError, useFocusFirstInvalid } from '../../src/components/forms';

// A component names each value as a reader would; wire names stay in the adapters.
const schema = yup.object({
  firstName: yup.string().required('First Name is required'),
  phone: yup.string().required('Phone is required'),
  province: yup.string().required('Province is required'),
  gender: yup.string().required('Gender is required'),
  password: yup.string().required('Password is required'),
  agree: yup.boolean().default(false),
});
type Values = yup.InferType<typeof schema>;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 48rem;
`;

/**
 * A react-hook-form + yup form built from the kit's fields, the way every kit form is: errors
 * appear after Submit only, and a failed Submit focuses the first invalid field in reading order.
 */
function FormExample({ onValid }: { onValid: (values: Values) => void }) {
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: yupResolver(schema),
    defaultValues: { firstName: '', phone: '', province: '', password: '', agree: false },
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const error = (name: keyof Values) => fieldError(formState, name);
  return (
    <Card title="Basic Details">
      <Form ref={formRef} noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
        <FormSection title="Contact" columns={2}>
          <TextField
            label="First Name"
            required
            {...register('firstName')}
            error={error('firstName')}
          />
          <NumberField label="Phone" required {...register('phone')} error={error('phone')} />
          <SelectField
            label="Province"
            required
            placeholder="Select Province"
            options={[
              { value: 'KA', label: 'Karnataka' },
              { value: 'MH', label: 'Maharashtra' },
            ]}
            {...register('province')}
            error={error('province')}
          />
          <PasswordField
            label="Password"
            required
            {...register('password')}
            error={error('password')}
          />
        </FormSection>
        <RadioGroup
          label="Gender"
          required
          orientation="horizontal"
          options={[
            { value: '2', label: 'Male' },
            { value: '3', label: 'Female' },
            { value: '4', label: 'Others' },
          ]}
          {...register('gender')}
          error={error('gender')}
        />
        <Checkbox label="Send me product news" {...register('agree')} />
        <div>
          <Button type="submit" loading={formState.isSubmitting}>
            Submit
          </Button>
        </div>
      </Form>
    </Card>
  );
}

const meta = {
  title: 'Components/Forms/FormExample',
  component: FormExample,
  args: { onValid: fn() },
} satisfies Meta<typeof FormExample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ErrorsAfterSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const firstName = canvas.getByRole('textbox', { name: 'First Name' });

    // Visiting and leaving a field validates it ('onTouched'), yet nothing shows before Submit.
    await userEvent.click(firstName);
    await userEvent.tab();
    await expect(canvas.queryByText('First Name is required')).not.toBeInTheDocument();
    await expect(firstName).not.toHaveAttribute('aria-invalid');

    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const message = await canvas.findByText('First Name is required');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName.getAttribute('aria-describedby')?.split(' ')).toContain(
      message.closest('p')?.id,
    );
    await expect(firstName).toHaveAccessibleDescription('First Name is required');
    await expect(canvas.getByRole('combobox', { name: 'Province' })).toHaveAccessibleDescription(
      'Province is required',
    );
    await expect(canvas.getByRole('radiogroup', { name: 'Gender' })).toHaveAccessibleDescription(
      'Gender is required',
    );
    await expect(args.onValid).not.toHaveBeenCalled();
    // The first invalid field in reading order takes focus.
    await waitFor(() => expect(firstName).toHaveFocus());
  },
};

/** Name and phone given: focus skips to Province, the first field still invalid. */
export const FocusFirstInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Asha');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '9876543210');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Province' })).toHaveFocus());
  },
};

export const SubmitsWhenValid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Asha');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '9876543210');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Province' }), 'KA');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'Acme@2024');
    await userEvent.click(canvas.getByRole('radio', { name: 'Female' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onValid).toHaveBeenCalledTimes(1));
    await expect(args.onValid.mock.calls[0]?.[0]).toEqual({
      firstName: 'Asha',
      phone: '9876543210',
      province: 'KA',
      gender: '3',
      password: 'Acme@2024',
      agree: false,
    });
    await expect(canvas.queryByText(/is required/)).not.toBeInTheDocument();
  },
};

export const Dark: Story = { ...ErrorsAfterSubmit, parameters: { kit: { mode: 'dark' } } };
export const RightToLeft: Story = {
  ...ErrorsAfterSubmit,
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
};

/** Don't: Submit disabled until the form is valid. */
export const DontDisabledSubmit: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <Card title="Basic Details">
      <FormSection title="Contact" columns={2}>
        <TextField label="First Name" required />
        <NumberField label="Phone" required />
      </FormSection>
      <Button type="submit" disabled>
        Submit
      </Button>
    </Card>
  ),
};
