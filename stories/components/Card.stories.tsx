import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../../src/components/Card';
import { Button } from '../../src/components/Button';
import { TextField } from '../../src/components/TextField';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Billing Name and Address',
    subtitle: 'Printed on every invoice',
    children: <TextField label="GSTIN Number" />,
    footer: (
      <>
        <Button variant="secondary">Back</Button>
        <Button type="submit">Next</Button>
      </>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Billing Name and Address' });
    await expect(within(region).getByRole('heading', { level: 2 })).toBeInTheDocument();
    await expect(within(region).getByRole('button', { name: 'Next' })).toBeInTheDocument();
  },
};

export const WithActions: Story = {
  args: {
    title: 'Level1 Category',
    subtitle: undefined,
    actions: <Button variant="secondary">Add New</Button>,
    children: <p>No categories yet.</p>,
    footer: undefined,
  },
};

export const BodyOnly: Story = {
  args: {
    title: undefined,
    subtitle: undefined,
    footer: undefined,
    children: <p>Plain surface</p>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Dark: Story = { parameters: { kit: { mode: 'dark' } } };
export const RightToLeft: Story = {
  args: { title: 'اسم وعنوان الفوترة', subtitle: undefined },
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
};

/** Don't: a card inside a card. */
export const DontCardInCard: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <Card title="Billing Name and Address">
      <Card title="Billing details">
        <TextField label="GSTIN Number" />
      </Card>
    </Card>
  ),
};
