import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Lightbox, type LightboxImage } from '../../src/components/Lightbox';
import { formatNumber, localeDirection } from '../../src/i18n';
import { galleryImages } from '../../tests/fixtures/images/browser';
import { inLocale, kitSettings, localized } from '../support/kit';
import { modalDocs, screenModes } from '../support/modes';

const alts = ['Harbour under a blue sky', 'Desert at noon', 'Hills at dusk', 'Green valley'];
const images: LightboxImage[] = galleryImages.map((src, i) => ({
  src,
  alt: alts[i] ?? '',
  caption: i === 0 ? 'Our first store opened by the harbour.' : undefined,
}));

const meta = {
  title: 'Components/Lightbox',
  component: Lightbox,
  parameters: modalDocs,
  args: { images, onOpenIndexChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Lightbox>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** The viewer's counter text for image `current` of `total`, in the story's locale. */
function counter(context: Context, current: number, total: number): string {
  const { locale } = kitSettings(context);
  return localized(context).t('media.lightbox.counter', {
    current: formatNumber(current, locale),
    total: formatNumber(total, locale),
  });
}

/** Where `text` is drawn inside `element` (the centre of its first occurrence). */
function drawnAt(element: HTMLElement, text: string): number {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(text) ?? -1;
    if (at === -1) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    const box = range.getBoundingClientRect();
    return box.left + box.width / 2;
  }
  throw new Error(`"${text}" is not drawn in the element`);
}

/** Thumbnails; the viewer moves with buttons and arrow keys and gives focus back on Escape. */
export const Default: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { t, canvas } = localized(context);
    await expect(canvas.getByRole('list', { name: t('media.lightbox.gallery') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Desert at noon' }));
    const dialog = await canvas.findByRole('dialog', { name: t('media.lightbox.dialog') });
    await expect(dialog).toHaveTextContent(counter(context, 2, 4));
    const viewer = within(dialog);
    await expect(viewer.getByRole('button', { name: t('media.lightbox.close') })).toHaveFocus();
    const forward = kitSettings(context).direction === 'rtl' ? 'Left' : 'Right';
    await userEvent.keyboard(`{Arrow${forward}}`);
    await expect(viewer.getByRole('img')).toHaveAccessibleName('Hills at dusk');
    await userEvent.click(viewer.getByRole('button', { name: t('media.lightbox.next') }));
    await expect(dialog).toHaveTextContent(counter(context, 4, 4));
    await expect(context.args.onOpenIndexChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Green valley' })).toHaveFocus();
  },
};

/** The viewer open on the first image, with its caption. */
export const Open: Story = {
  args: { defaultOpenIndex: 0 },
  play: async (context) => {
    const dialog = await within(context.canvasElement).findByRole('dialog');
    await expect(dialog).toHaveTextContent('Our first store opened by the harbour.');
    await expect(dialog).toHaveTextContent(counter(context, 1, 4));
  },
};

export const SingleImage: Story = {
  args: { images: images.slice(2, 3), defaultOpenIndex: 0 },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  },
};

export const Dark: Story = { ...Open, parameters: { kit: { mode: 'dark' } } };

/**
 * An English counter in a right-to-left layout still reads '2 / 4', not '4 / 2': the counter runs
 * in its language's direction, whatever the layout's. (Checked on the drawn glyphs.)
 */
export const CounterInRightToLeftLayout: Story = {
  args: { defaultOpenIndex: 1 },
  parameters: { kit: { direction: 'rtl' } },
  play: async (context) => {
    const { locale } = kitSettings(context);
    const text = counter(context, 2, 4);
    const shown = await within(context.canvasElement).findByText(text);
    const [current, total] = [formatNumber(2, locale), formatNumber(4, locale)];
    const logical = text.indexOf(current) < text.indexOf(total) ? 1 : -1;
    const visual = Math.sign(drawnAt(shown, total) - drawnAt(shown, current));
    // Left to right, the first in the phrase is drawn first (leftmost); right to left, rightmost.
    await expect(visual).toBe(localeDirection(locale) === 'rtl' ? -logical : logical);
  },
};

/** In Arabic: '٢ من ٤', read right to left; ArrowLeft shows the next image. */
export const DefaultArabic = inLocale(Default, 'ar');
export const CounterArabic = inLocale(CounterInRightToLeftLayout, 'ar');
/** Hindi (left to right) inside a right-to-left layout: '4 में से 2' keeps its order. */
export const CounterHindiInRightToLeftLayout: Story = {
  ...CounterInRightToLeftLayout,
  parameters: { kit: { direction: 'rtl', locale: 'hi' } },
};

/** Don't: thumbnails that open each picture's file in a new tab. */
export const DontLinkToImageFiles: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', maxWidth: '40rem' }}>
      {images.map((image) => (
        <a key={image.src} href={image.src} target="_blank" rel="noreferrer">
          <img src={image.thumbnailSrc ?? image.src} alt={image.alt} width={96} />
        </a>
      ))}
    </div>
  ),
};
