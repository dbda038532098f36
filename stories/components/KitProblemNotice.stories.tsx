import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KitProblemNotice } from '../../src/components/KitProblemNotice';

/**
 * What stops the kit where a host put it, in the reader's language and naming what to set: the
 * wizards and the custom elements show it in place of a skeleton that would wait for ever.
 */
const meta = {
  title: 'Components/KitProblemNotice',
  component: KitProblemNotice,
  args: { problem: { kind: 'no-tenant', host: 'localhost' } },
  argTypes: { problem: { control: false } },
} satisfies Meta<typeof KitProblemNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No store in the address (localhost, an IP address): which setting names one. */
export const NoTenant: Story = {
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No store to show');
    await expect(alert).toHaveTextContent('localhost');
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A store the API does not know: its name, and where to check it. */
export const UnknownTenant: Story = {
  args: { problem: { kind: 'unknown-tenant', tenant: 'acmee' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Unknown store');
    await expect(alert).toHaveTextContent('acmee');
  },
};

const onRetry = fn();

/** The API did not answer: it may come back, so 'Try again' is offered. */
export const ApiUnreachable: Story = {
  args: { problem: { kind: 'api-unreachable', apiBase: '/api' }, onRetry },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The onboarding API does not answer',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A session that ended: no 'Try again', which could never succeed. */
export const SignedOut: Story = {
  args: { problem: { kind: 'signed-out' }, onRetry },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Signed out');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

export const DontRetryWhatCannotPass: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <p>Loading…</p>,
};
