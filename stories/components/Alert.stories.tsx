import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Alert } from '../../src/components/Alert';
import { TextField } from '../../src/components/TextField';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-inline-size: 40rem;
`;

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'info', children: 'Your changes are saved as a draft.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your changes are saved as a draft.',
    );
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    children: 'Your Email is Verified. Now you can login your admin account',
  },
};

export const Danger: Story = {
  args: { tone: 'danger', children: 'Invalid username or password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid username or password',
    );
  },
};

export const Warning: Story = {
  args: { tone: 'warning', title: 'Almost there', children: 'Please Upload Logo' },
};

export const Dismissible: Story = {
  args: { tone: 'success', children: 'Billing Details Added Successfully', onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss message' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

const AllTones: Story = {
  render: () => (
    <Stack>
      <Alert tone="success">Level1 Category Added Successfully</Alert>
      <Alert tone="info">Drafts are kept on this device.</Alert>
      <Alert tone="warning">Please Upload Logo</Alert>
      <Alert tone="danger" onDismiss={() => {}}>
        Username Already Exist
      </Alert>
    </Stack>
  ),
};

export const Dark: Story = { ...AllTones, parameters: { kit: { mode: 'dark' } } };
export const RightToLeft: Story = {
  ...AllTones,
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
};

/** Don't: a field's own error told by an alert above the form. */
export const DontFieldErrorAsAlert: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '24rem' }}>
      <Alert tone="danger">Area is Required</Alert>
      <TextField label="Area" required />
    </div>
  ),
};
