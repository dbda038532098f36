import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PageLoader } from '../../src/components/PageLoader';

const page = within(document.body);

const meta = {
  title: 'Components/PageLoader',
  component: PageLoader,
  // A full-page overlay would cover the docs page: stories only.
  tags: ['!autodocs'],
  args: { visible: true },
  // The loader covers the screen, outside the story's box: that is what is pictured.
  parameters: { visual: { capture: 'overlay' } },
} satisfies Meta<typeof PageLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const status = await page.findByRole('status');
    await expect(status).toHaveTextContent('Loading…');
    const box = status.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async () => {
    await expect(page.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const AutoHide: Story = {
  args: { autoHideMs: 10, onHidden: fn() },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onHidden).toHaveBeenCalledTimes(1));
    await expect(page.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const CustomLabel: Story = { args: { label: 'Saving seller details…' } };
export const Dark: Story = { parameters: { kit: { mode: 'dark' } } };
export const Hindi: Story = {
  parameters: { kit: { locale: 'hi' } },
  play: async () => {
    await expect(await page.findByRole('status')).toHaveTextContent('लोड हो रहा है…');
  },
};
