import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { EmptyState } from '../../src/components/EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No banners yet' },
  argTypes: { action: { control: false }, icon: { control: false } },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list with nothing in it and nothing the reader can do here: the mark and the title. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No banners yet')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

const onAdd = fn();

/** With what the list is for and the action that fills it. */
export const WithAction: Story = {
  args: {
    description: 'Banners show at the top of the storefront’s home page.',
    action: (
      <Button variant="secondary" onClick={onAdd}>
        Add your first banner
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/top of the storefront/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add your first banner' })).toBeVisible();
  },
};

/** The action runs the host's callback (the catalog tables open their Add New dialog). */
export const ActionClicked: Story = {
  ...WithAction,
  name: 'Action clicked (interaction)',
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    onAdd.mockClear();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Add your first banner' }),
    );
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};

/** Right to left, in Arabic. */
export const Arabic: Story = {
  args: { title: 'لا توجد لافتات بعد', action: <Button variant="secondary">أضف أول لافتة</Button> },
  parameters: { kit: { locale: 'ar', direction: 'rtl' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'أضف أول لافتة' }),
    ).toBeVisible();
  },
};

export const Dark: Story = { ...WithAction, parameters: { kit: { mode: 'dark' } } };

/** Don't: generic words and a primary action. */
export const DontGenericEmpty: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <EmptyState title="No data" action={<Button>Add</Button>} />,
};
