import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MenuSearch } from '../../src/chrome/MenuSearch';
import { demoMenu } from '../../src/testing/demoMenu';
import { inLocale, storyT } from '../support/kit';
import { Button } from '../../src/components/Button';

const meta = {
  title: 'Chrome/MenuSearch',
  component: MenuSearch,
  args: { items: demoMenu },
  decorators: [(Story) => <div style={{ minBlockSize: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof MenuSearch>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

export const Empty: Story = {};

/** Matching links (level 1–2 links, any level-3 item), with their parent's icon. */
export const WithResults: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const box = canvas.getByRole('searchbox', { name: t('chrome.header.search') });
    await expect(box).toHaveAttribute('placeholder', t('chrome.header.searchPlaceholder'));
    await userEvent.type(box, 'form');
    const results = canvas.getByRole('list', { name: t('chrome.search.label') });
    await expect(
      within(results)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Form Validation', 'Form Guide', 'Form Wizard']);
  },
};

/** ↓ moves from the box into the results, one link at a time. */
export const ArrowKeysMoveIntoResults: Story = {
  name: 'Arrow keys move into the results (interaction)',
  tags: ['interaction', '!autodocs'],
  play: async (context: Context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'form');
    const results = canvas.getByRole('list', { name: t('chrome.search.label') });
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(results).getAllByRole('link')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(results).getAllByRole('link')[1]).toHaveFocus();
  },
};

export const NoResults: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'nothing like this');
    await expect(canvas.getByRole('status')).toHaveTextContent(t('chrome.search.noResults'));
  },
};

/** An empty term clears the results. */
export const ClearingTheTerm: Story = {
  name: 'Clearing the term (interaction)',
  tags: ['interaction', '!autodocs'],
  play: async (context: Context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'nothing like this');
    await expect(canvas.getByRole('status')).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox'));
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Dark: Story = { ...WithResults, parameters: { kit: { mode: 'dark' } } };

export const NoResultsArabic = inLocale(NoResults, 'ar');

/** Don't: a search that answers only after a button. */
export const DontSearchButton: StoryObj = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <form
      role="search"
      style={{ display: 'flex', gap: '0.5rem' }}
      onSubmit={(e) => e.preventDefault()}
    >
      <input type="search" aria-label="Search the menu" placeholder="Search.." />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  ),
};
