import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FullLayout } from '../../src/chrome/layouts';
import { wholePage } from '../support/modes';

const meta = {
  title: 'Chrome/FullLayout',
  component: FullLayout,
  args: {
    currentPath: '/maintenance',
    children: (
      <section>
        <h1>We are down for maintenance</h1>
        <p>The store comes back shortly.</p>
      </section>
    ),
  },
  parameters: { ...wholePage, controls: { exclude: ['children'] } },
} satisfies Meta<typeof FullLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Only the page: no header, side menu, breadcrumb or footer around it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page fades in (instantly under reduced motion).
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toBeVisible());
    const frame = canvasElement.querySelector('[data-layout="full"]');
    await expect(frame).not.toBeNull();
    await expect(within(frame as HTMLElement).queryByRole('navigation')).toBeNull();
    await expect(within(frame as HTMLElement).queryByRole('banner')).toBeNull();
    await expect(within(frame as HTMLElement).queryByRole('contentinfo')).toBeNull();
  },
};

export const Dark: Story = { ...Default, parameters: { kit: { mode: 'dark' } } };
/** In Arabic, right to left: the page the host gives, in the reader's language. */
export const RightToLeft: Story = {
  ...Default,
  args: {
    children: (
      <section>
        <h1>المتجر متوقف للصيانة</h1>
        <p>يعود المتجر بعد قليل.</p>
      </section>
    ),
  },
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
};

/** Don't: a page of the back-office in the bare layout: no menu, no way on. */
export const DontBareLayoutForMenuPages: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: {
    currentPath: '/master/Summary',
    children: (
      <section>
        <h1>Summary</h1>
        <p>Expenses this month: ₹12,400.</p>
      </section>
    ),
  },
};
