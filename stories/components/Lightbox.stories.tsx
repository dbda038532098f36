import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Lightbox, type LightboxImage } from '../../src/components/Lightbox';
import { galleryImages } from '../../tests/fixtures/images/browser';

const alts = ['Harbour under a blue sky', 'Desert at noon', 'Hills at dusk', 'Green valley'];
const images: LightboxImage[] = galleryImages.map((src, i) => ({
  src,
  alt: alts[i] ?? '',
  caption: i === 0 ? 'Our first store opened by the harbour.' : undefined,
}));

const meta = {
  title: 'Components/Lightbox',
  component: Lightbox,
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

/** Thumbnails; the viewer moves with buttons and arrow keys and gives focus back on Escape. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Image gallery' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Desert at noon' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Image viewer' });
    await expect(dialog).toHaveTextContent('2 / 4');
    await expect(within(dialog).getByRole('button', { name: 'Close viewer' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('img')).toHaveAccessibleName('Hills at dusk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await expect(dialog).toHaveTextContent('4 / 4');
    await expect(args.onOpenIndexChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Green valley' })).toHaveFocus();
  },
};

/** The viewer open on the first image, with its caption. */
export const Open: Story = {
  args: { defaultOpenIndex: 0 },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Image viewer' });
    await expect(dialog).toHaveTextContent('Our first store opened by the harbour.');
    await expect(dialog).toHaveTextContent('1 / 4');
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

/** In RTL the arrow keys follow the reading direction: ArrowLeft shows the next image. */
export const RightToLeft: Story = {
  args: { label: 'معرض المتجر' },
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Harbour under a blue sky' }));
    const dialog = await canvas.findByRole('dialog', { name: 'عارض الصور' });
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(dialog).getByRole('img')).toHaveAccessibleName('Desert at noon');
    const nf = new Intl.NumberFormat('ar');
    await expect(dialog).toHaveTextContent(`${nf.format(2)} / ${nf.format(4)}`);
  },
};
