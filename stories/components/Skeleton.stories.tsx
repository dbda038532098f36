import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from '../../src/components/Skeleton';
import { storyT } from '../support/kit';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { lines: 4 },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four lines; screen readers hear one "Loading…", not the lines. */
export const Default: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(storyT(context)('fields.loading'));
    const region = canvas.getByRole('status').parentElement;
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region?.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  },
};

/** A table's box while its rows load, announced with the host's words. */
export const FramedTable: Story = {
  args: { lines: 6, framed: true, label: 'Loading the sellers…' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the sellers…');
    const region = canvas.getByRole('status').parentElement as HTMLElement;
    await expect(getComputedStyle(region).borderTopStyle).toBe('solid');
  },
};

/** The rows of a table to come: a header and 5 rows of its 3 columns, in the table's box. */
export const TableRows: Story = {
  args: { lines: 5, columns: 3, framed: true },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(storyT(context)('fields.loading'));
    const region = canvas.getByRole('status').parentElement as HTMLElement;
    const rows = region.querySelectorAll('[data-part="skeleton-row"]');
    await expect(rows).toHaveLength(6);
    for (const row of rows) await expect(row.children).toHaveLength(3);
  },
};

/** The table shape, right to left. */
export const TableRowsArabic: Story = {
  ...TableRows,
  parameters: { kit: { locale: 'ar', direction: 'rtl' } },
};

/** Right to left: the ragged ends of the lines are on the left. */
export const Arabic: Story = {
  ...Default,
  parameters: { kit: { locale: 'ar', direction: 'rtl' } },
};

export const Dark: Story = { ...Default, parameters: { kit: { mode: 'dark' } } };

/** Don't: a bare loading line where a table will be. */
export const DontLoadingLine: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <p>Loading…</p>,
};
