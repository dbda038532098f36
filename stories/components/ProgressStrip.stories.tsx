import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProgressStrip } from '../../src/components/ProgressStrip';

/** The company wizard's 11 steps (docs/behaviour.md, "Screens and routes"). */
const companySteps = [
  'Register Details',
  'Company Information',
  'Billing',
  'About Us',
  'Terms and Conditions',
  'Level1 Category',
  'Level2 Category',
  'Level3 Category',
  'Banners',
  'Collections',
  'Seller Details',
].map((label, i) => ({ id: `step-${i + 1}`, label }));

function currentItem(canvasElement: HTMLElement) {
  return within(canvasElement)
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-current') === 'step');
}

/** Renders the story in a box at most `width` wide (the strip adapts to its box, not the window). */
const inBox = (width: string) => {
  const InBox = (Story: ComponentType) => (
    <div style={{ maxInlineSize: width }}>
      <Story />
    </div>
  );
  return InBox;
};

const meta = {
  title: 'Components/ProgressStrip',
  component: ProgressStrip,
  args: { steps: companySteps, current: 0 },
} satisfies Meta<typeof ProgressStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(11);
    const [current] = currentItem(canvasElement);
    await expect(current).toHaveTextContent('Step 1 of 11: Register Details');
    await expect(canvas.queryByText(/completed/)).not.toBeInTheDocument();
  },
};

export const MiddleStep: Story = {
  args: { current: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = currentItem(canvasElement);
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent('Step 6 of 11: Level1 Category');
    await expect(
      canvas.getByText('Step 5 of 11: Terms and Conditions, completed'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Step 7 of 11: Level2 Category')).toBeInTheDocument();
  },
};

export const LastStep: Story = {
  args: { current: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(currentItem(canvasElement)[0]).toHaveTextContent('Step 11 of 11: Seller Details');
    await expect(canvas.getAllByText(/, completed$/)).toHaveLength(10);
  },
};

/** Earlier steps are buttons; the host decides (here: any done step). */
export const Clickable: Story = {
  args: { current: 4, onStepClick: fn(), canNavigateTo: (index: number) => index < 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Progress' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Step 2 of 11: Company Information, completed' }),
    );
    await expect(args.onStepClick).toHaveBeenCalledWith(1);
  },
};

/** Markers without names, from a count. */
export const NumbersOnly: Story = {
  args: { steps: undefined, count: 11, current: 2 },
  play: async ({ canvasElement }) => {
    await expect(currentItem(canvasElement)[0]).toHaveTextContent('Step 3 of 11');
  },
};

/**
 * Between the compact form's 600 px and the markers' own width (a tablet, a split screen) the
 * strip scrolls sideways, can be scrolled by keyboard and brings the current marker into view.
 */
export const Narrow: Story = {
  args: { current: 8 },
  decorators: [inBox('40rem')],
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Progress' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

/**
 * In a container narrower than 600 px (a phone, here 390 px) the strip shows where the reader is
 * and how far there is to go: 'Step 6 of 11 · Level1 Category' over a progress bar.
 */
export const Compact: Story = {
  args: { current: 5 },
  decorators: [inBox('390px')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Progress' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuetext', 'Step 6 of 11: Level1 Category');
    await expect(canvas.getByText(/^Step 6 of 11 · /)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The compact form right to left: the bar fills from the right. */
export const CompactRightToLeft: Story = {
  ...Compact,
  args: {
    current: 2,
    steps: ['تفاصيل التسجيل', 'معلومات الشركة', 'الفوترة', 'من نحن'].map((label, i) => ({
      id: `s${i}`,
      label,
    })),
  },
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'التقدّم' });
    await expect(bar).toHaveAttribute('aria-valuetext', 'الخطوة 3 من 4: الفوترة');
    const track = bar.getBoundingClientRect();
    const fill = (bar.firstElementChild as HTMLElement).getBoundingClientRect();
    await expect(Math.abs(fill.right - track.right)).toBeLessThan(1);
    await expect(fill.width / track.width).toBeCloseTo(0.75, 2);
  },
};

export const Dark: Story = {
  args: { current: 5, onStepClick: fn() },
  parameters: { kit: { mode: 'dark' } },
};

export const RightToLeft: Story = {
  args: {
    current: 2,
    steps: ['تفاصيل التسجيل', 'معلومات الشركة', 'الفوترة', 'من نحن'].map((label, i) => ({
      id: `s${i}`,
      label,
    })),
  },
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'التقدّم' })).toBeInTheDocument();
    await expect(currentItem(canvasElement)[0]).toHaveTextContent(/الفوترة/);
  },
};

/** Don't: a strip for two steps. */
export const DontStripForTwoSteps: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <ProgressStrip
      steps={[
        { id: 'details', label: 'Details' },
        { id: 'done', label: 'Done' },
      ]}
      current={0}
    />
  ),
};
