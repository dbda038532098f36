import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Lightbox, type LightboxImage } from '../../../src/components/Lightbox';
import { formatNumber } from '../../../src/i18n';
import { renderWithKit } from '../render';

const images: LightboxImage[] = [
  { src: '/harbour.jpg', alt: 'Harbour at dawn', caption: 'The old harbour' },
  { src: '/desert.jpg', alt: 'Desert dunes', thumbnailSrc: '/desert-small.jpg' },
  { src: '/dusk.jpg', alt: 'Hills at dusk' },
  { src: '/valley.jpg', alt: 'Green valley' },
];

const viewer = () => screen.getByRole('dialog', { name: 'Image viewer' });
const shown = () => within(viewer()).getByRole('img');

describe('Lightbox', () => {
  it('lists thumbnails as buttons named by their alt text', () => {
    renderWithKit(<Lightbox images={images} />);
    const list = screen.getByRole('list', { name: 'Image gallery' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-haspopup'))).toEqual(Array(4).fill('dialog'));
    expect(within(buttons[1]!).getByRole('img', { name: 'Desert dunes' })).toHaveAttribute(
      'src',
      '/desert-small.jpg',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the clicked image with counter and caption, focusing the close button', async () => {
    const { user } = renderWithKit(<Lightbox images={images} />);
    await user.click(screen.getByRole('button', { name: 'Harbour at dawn' }));
    expect(viewer()).toHaveAttribute('aria-modal', 'true');
    expect(shown()).toHaveAttribute('src', '/harbour.jpg');
    expect(viewer()).toHaveTextContent('The old harbour');
    expect(viewer()).toHaveTextContent('1 / 4');
    expect(screen.getByRole('button', { name: 'Close viewer' })).toHaveFocus();
  });

  it('moves with the buttons and the arrow keys, wrapping at the ends', async () => {
    const { user } = renderWithKit(<Lightbox images={images} />);
    await user.click(screen.getByRole('button', { name: 'Desert dunes' }));
    expect(viewer()).toHaveTextContent('2 / 4');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAccessibleName('Hills at dusk');
    expect(viewer()).toHaveTextContent('3 / 4');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toHaveAccessibleName('Harbour at dawn');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAccessibleName('Green valley');
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(viewer()).toHaveTextContent('3 / 4');
  });

  it.each([
    ['ar', 'rtl', (n: string, of: string) => `${n} من ${of}`],
    ['hi', 'ltr', (n: string, of: string) => `${of} में से ${n}`],
  ] as const)(
    'translates the counter in %s, numbers in the locale, in its reading direction',
    async (locale, dir, phrase) => {
      const { user } = renderWithKit(<Lightbox images={images} />, {
        locale,
        theme: { direction: 'ltr' },
      });
      await user.click(screen.getAllByRole('button')[1]!);
      const counter = screen.getByText(phrase(formatNumber(2, locale), formatNumber(4, locale)));
      expect(counter).toHaveAttribute('dir', dir);
    },
  );

  it('keeps an English counter left to right inside a right-to-left layout', async () => {
    const { user } = renderWithKit(<Lightbox images={images} />, { theme: { direction: 'rtl' } });
    await user.click(screen.getByRole('button', { name: 'Desert dunes' }));
    expect(screen.getByText('2 / 4')).toHaveAttribute('dir', 'ltr');
  });

  it('mirrors the arrow keys in RTL', async () => {
    const { user } = renderWithKit(<Lightbox images={images} />, { theme: { direction: 'rtl' } });
    await user.click(screen.getByRole('button', { name: 'Desert dunes' }));
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAccessibleName('Hills at dusk');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shown()).toHaveAccessibleName('Harbour at dawn');
  });

  it('closes on Escape and returns focus to the shown image’s thumbnail', async () => {
    const { user } = renderWithKit(<Lightbox images={images} />);
    await user.click(screen.getByRole('button', { name: 'Harbour at dawn' }));
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desert dunes' })).toHaveFocus();
  });

  it('keeps Tab inside the viewer', async () => {
    const { user } = renderWithKit(<Lightbox images={images} />);
    await user.click(screen.getByRole('button', { name: 'Green valley' }));
    const close = screen.getByRole('button', { name: 'Close viewer' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous image' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next image' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Next image' })).toHaveFocus();
  });

  it('closes from the backdrop but not from a click on the image', async () => {
    const { user } = renderWithKit(<Lightbox images={images} />);
    await user.click(screen.getByRole('button', { name: 'Hills at dusk' }));
    await user.click(shown());
    expect(viewer()).toBeInTheDocument();
    await user.click(viewer().parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is controlled and does not report on mount', async () => {
    const onOpenIndexChange = vi.fn();
    const { user, rerender } = renderWithKit(
      <Lightbox images={images} openIndex={3} onOpenIndexChange={onOpenIndexChange} />,
    );
    expect(onOpenIndexChange).not.toHaveBeenCalled();
    expect(shown()).toHaveAccessibleName('Green valley');
    await user.keyboard('{ArrowRight}');
    expect(onOpenIndexChange).toHaveBeenCalledWith(0);
    expect(shown()).toHaveAccessibleName('Green valley');
    await user.keyboard('{Escape}');
    expect(onOpenIndexChange).toHaveBeenLastCalledWith(null);
    rerender(<Lightbox images={images} openIndex={null} onOpenIndexChange={onOpenIndexChange} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides previous/next for a single image and speaks Hindi', async () => {
    const { user } = renderWithKit(<Lightbox images={images.slice(0, 1)} />, { locale: 'hi' });
    expect(screen.getByRole('list', { name: 'छवि गैलरी' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Harbour at dawn' }));
    const dialog = screen.getByRole('dialog', { name: 'छवि दर्शक' });
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    expect(dialog).toHaveTextContent(`${formatNumber(1, 'hi')} में से ${formatNumber(1, 'hi')}`);
  });
});
