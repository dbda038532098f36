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
import { fieldError } from '../../src/components/forms';

const schema = yup.object({
  first_name: yup.string().required('First Name is required'),
  phone: yup.string().required('Phone is required'),
  stateshort: yup.string().required('Province is required'),
  gender: yup.string().required('Gender is required'),
  pw: yup.string().required('Password is required'),
  agree: yup.boolean().default(false),
});
type Values = yup.InferType<typeof schema>;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 48rem;
`;

/** A react-hook-form + yup form built from the kit's fields: errors appear after Submit only. */
function FormExample({ onValid }: { onValid: (values: Values) => void }) {
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: yupResolver(schema),
    defaultValues: { first_name: '', phone: '', stateshort: '', pw: '', agree: false },
    mode: 'onTouched',
  });
  const error = (name: keyof Values) => fieldError(formState, name);
  return (
    <Card title="Basic Details">
      <Form noValidate onSubmit={handleSubmit(onValid)}>
        <FormSection title="Contact" columns={2}>
          <TextField
            label="First Name"
            required
            {...register('first_name')}
            error={error('first_name')}
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
            {...register('stateshort')}
            error={error('stateshort')}
          />
          <PasswordField label="Password" required {...register('pw')} error={error('pw')} />
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
    // react-hook-form moves focus to the first invalid field.
    await expect(firstName).toHaveFocus();
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
      first_name: 'Asha',
      phone: '9876543210',
      stateshort: 'KA',
      gender: '3',
      pw: 'Acme@2024',
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
