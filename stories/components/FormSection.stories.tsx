import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormSection, FormSectionFullRow } from '../../src/components/FormSection';
import { TextField } from '../../src/components/TextField';
import { SelectField } from '../../src/components/SelectField';

const address = (
  <>
    <FormSectionFullRow>
      <TextField label="Address Line1" defaultValue="12 MG Road" />
    </FormSectionFullRow>
    <TextField label="Area" required />
    <TextField label="Zip" required />
    <SelectField
      label="Province"
      placeholder="Select Province"
      options={[
        { value: 'KA', label: 'Karnataka' },
        { value: 'MH', label: 'Maharashtra' },
      ]}
    />
    <TextField
      label="Country"
      defaultValue="India"
      readOnlyReason="Stores are registered in India only"
    />
  </>
);

const meta = {
  title: 'Components/FormSection',
  component: FormSection,
  args: { title: 'Address', columns: 2, children: address },
} satisfies Meta<typeof FormSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Address' });
    await expect(within(group).getAllByRole('textbox')).toHaveLength(4);
  },
};

export const TwoColumnsOnWideScreens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Area' }).getBoundingClientRect();
    const zip = canvas.getByRole('textbox', { name: 'Zip' }).getBoundingClientRect();
    const wide = canvasElement.getBoundingClientRect().width > 700;
    // Side by side when there is room for two 16rem columns, stacked otherwise.
    await expect(zip.top === area.top).toBe(wide);
  },
};

export const WithDescription: Story = {
  args: { title: 'Point of Contact', description: 'The person we call about this store.' },
};

/**
 * While the section cannot be used (its form is saving) every control in it is disabled. Answers
 * that cannot be edited at all are not a disabled form: they are a label/value list (Foundations,
 * Read-only, disabled, editable).
 */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('textbox')) {
      await expect(box).toBeDisabled();
    }
  },
};

export const Dark: Story = { parameters: { kit: { mode: 'dark' } } };
export const RightToLeft: Story = {
  args: { title: 'العنوان' },
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
};

/** Don't: a section for each field. */
export const DontSectionPerField: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <FormSection title="Area">
        <TextField label="Area" required />
      </FormSection>
      <FormSection title="Zip">
        <TextField label="Zip" required />
      </FormSection>
    </div>
  ),
};
