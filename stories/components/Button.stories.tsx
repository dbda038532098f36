import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../../src/components/Button';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Next', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Next' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Click: Story = {
  name: 'Click (interaction)',
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }: Context) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** The hierarchy, in the order a row reads it: the view's one primary last, at the end. */
export const Variants: Story = {
  render: (args) => (
    <Row>
      <Button {...args} variant="tertiary">
        Remove file
      </Button>
      <Button {...args} variant="secondary">
        Back
      </Button>
      <Button {...args} variant="primary">
        Next
      </Button>
      <Button {...args} variant="destructive">
        Remove
      </Button>
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual([
      'Remove file',
      'Back',
      'Next',
      'Remove',
    ]);
    // No label under 12 px, in any variant or size.
    for (const button of buttons) {
      await expect(parseFloat(getComputedStyle(button).fontSize)).toBeGreaterThanOrEqual(12);
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('button', { name: 'Small' });
    const large = canvas.getByRole('button', { name: 'Large' });
    await expect(large.getBoundingClientRect().height).toBeGreaterThan(
      small.getBoundingClientRect().height,
    );
    // The small label is still 13 px: never under 12 px.
    await expect(parseFloat(getComputedStyle(small).fontSize)).toBeGreaterThanOrEqual(12);
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Sign In', type: 'submit' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign In' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** A busy button ignores clicks (a second submit). */
export const ClickWhileLoading: Story = {
  name: 'Click while loading (interaction)',
  tags: ['interaction', '!autodocs'],
  args: Loading.args,
  play: async ({ canvasElement, args }: Context) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign In' }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeepsWidthWhileLoading: Story = {
  render: (args) => (
    <Row>
      <Button {...args}>Register</Button>
      <Button {...args} loading>
        Register
      </Button>
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const [idle, busy] = within(canvasElement).getAllByRole('button', { name: 'Register' });
    await expect(busy!.getBoundingClientRect().width).toBeCloseTo(
      idle!.getBoundingClientRect().width,
      0,
    );
  },
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'Sign In' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Dark: Story = { ...Variants, parameters: { kit: { mode: 'dark' } } };
export const RightToLeft: Story = {
  ...Variants,
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
};

/** Don't: three filled buttons in one row. */
export const DontTwoPrimaries: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <Row>
      <Button>Back</Button>
      <Button size="sm">Add New</Button>
      <Button>Next</Button>
    </Row>
  ),
};
