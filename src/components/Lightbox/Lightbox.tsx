import {
  useEffect,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { useTheme } from 'styled-components';
import { useComponentTranslation } from '../internal/strings';
import { localeDirection } from '../../i18n/createI18n';
import { formatNumber } from '../../kernel/format';
import { usePortalContainer } from '../../theme/ThemeProvider';
import { CloseIcon } from '../common/icons';
import { useControllableState } from '../common/useControllableState';
import { ChevronEndIcon, ChevronStartIcon } from './icons';
import {
  CloseButton,
  Controls,
  Counter,
  Dialog,
  Figure,
  NavButton,
  Overlay,
  Thumbnail,
  Thumbnails,
} from './Lightbox.styles';

export interface LightboxImage {
  /** The full-size image. */
  src: string;
  /** What the image shows (its alt text and the thumbnail button's name). */
  alt: string;
  /** A smaller file for the thumbnail. @default src */
  thumbnailSrc?: string;
  /** Shown under the large image. */
  caption?: ReactNode;
}

export interface LightboxProps {
  /** The gallery's images, in order. */
  images: LightboxImage[];
  /** The thumbnail list's accessible name. @default the translation of 'Image gallery' */
  label?: string;
  /** The image open in the viewer (controlled); `null` when closed. */
  openIndex?: number | null;
  /** The image open at first when uncontrolled. @default null */
  defaultOpenIndex?: number | null;
  /** Called with the image to show, or `null` when the viewer closes. */
  onOpenIndexChange?: (index: number | null) => void;
  /** Class for the root. */
  className?: string;
  /** Inline style for the root. */
  style?: CSSProperties;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * An image gallery: thumbnails are buttons that open a modal viewer with previous/next buttons,
 * ←/→ keys (mirrored in RTL), Escape to close and a translated counter ('2 / 4', '٢ من ٤', numbers
 * in the reader's locale, in the reading order of the reader's language). Focus stays in the viewer
 * while it is open and returns to the current image's thumbnail when it closes.
 *
 * @example
 * <Lightbox images={[{ src: '/a.jpg', alt: 'Shop front' }, { src: '/b.jpg', alt: 'Counter' }]} />
 */
export function Lightbox({
  images,
  label,
  openIndex,
  defaultOpenIndex = null,
  onOpenIndexChange,
  className,
  style,
  ref,
}: LightboxProps) {
  const { t, i18n } = useComponentTranslation();
  const theme = useTheme();
  const portal = usePortalContainer();
  const [open, setOpen] = useControllableState<number | null>({
    value: openIndex,
    defaultValue: defaultOpenIndex,
    onChange: onOpenIndexChange,
  });
  const count = images.length;
  const index = open !== null && count > 0 ? Math.min(Math.max(open, 0), count - 1) : null;
  const image = index !== null ? images[index] : undefined;
  const isOpen = image !== undefined;

  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const lastShown = useRef(0);

  useEffect(() => {
    if (index !== null) lastShown.current = index;
  }, [index]);

  // Outside a ThemeProvider there is no kit portal; the page body takes the viewer.
  const container = portal ?? (typeof document !== 'undefined' ? document.body : null);

  // Focus moves into the viewer when it opens (again if a hydrating provider's portal comes later)…
  useEffect(() => {
    if (isOpen) closeRef.current?.focus();
  }, [isOpen, container]);

  // …and back to the shown image's thumbnail when it closes.
  useEffect(() => {
    if (!isOpen) return undefined;
    const buttons = thumbs.current;
    const shown = lastShown;
    return () => buttons[shown.current]?.focus();
  }, [isOpen]);

  const close = () => setOpen(null);
  const step = (delta: number) => {
    if (index === null || count === 0) return;
    setOpen((index + delta + count) % count);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = theme.direction === 'rtl';
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step((event.key === 'ArrowRight') !== rtl ? 1 : -1);
    } else if (event.key === 'Tab') {
      // Keep Tab inside the modal viewer.
      const focusables = Array.from(
        dialogRef.current?.querySelectorAll<HTMLElement>('button:not(:disabled)') ?? [],
      );
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      // The key's target is the focused button, in a shadow root too (where the document's
      // activeElement is the custom element).
      if (event.shiftKey && event.target === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && event.target === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const locale = i18n.language;
  const viewer =
    isOpen && index !== null ? (
      <Overlay
        role="presentation"
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <Dialog
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-label={t('media.lightbox.dialog')}
          onKeyDown={handleKeyDown}
        >
          <CloseButton
            ref={closeRef}
            type="button"
            aria-label={t('media.lightbox.close')}
            onClick={close}
          >
            <CloseIcon />
          </CloseButton>
          <Figure>
            <img src={image.src} alt={image.alt} />
            {image.caption ? <figcaption>{image.caption}</figcaption> : null}
          </Figure>
          <Controls>
            {count > 1 ? (
              <NavButton
                type="button"
                aria-label={t('media.lightbox.previous')}
                onClick={() => step(-1)}
              >
                <ChevronStartIcon />
              </NavButton>
            ) : null}
            {/* The counter is a phrase in the reader's language: it runs in that language's
                direction, isolated from the layout's, so '2 / 4' never reads '4 / 2'. */}
            <Counter aria-live="polite" dir={localeDirection(locale)}>
              {t('media.lightbox.counter', {
                current: formatNumber(index + 1, locale),
                total: formatNumber(count, locale),
              })}
            </Counter>
            {count > 1 ? (
              <NavButton
                type="button"
                aria-label={t('media.lightbox.next')}
                onClick={() => step(1)}
              >
                <ChevronEndIcon />
              </NavButton>
            ) : null}
          </Controls>
        </Dialog>
      </Overlay>
    ) : null;

  return (
    <div ref={ref} className={className} style={style} data-state={isOpen ? 'open' : 'closed'}>
      <Thumbnails aria-label={label ?? t('media.lightbox.gallery')}>
        {images.map((img, i) => (
          <li key={`${img.src}-${i}`}>
            <Thumbnail
              ref={(node) => {
                thumbs.current[i] = node;
              }}
              type="button"
              aria-haspopup="dialog"
              onClick={() => setOpen(i)}
            >
              <img src={img.thumbnailSrc ?? img.src} alt={img.alt} loading="lazy" />
            </Thumbnail>
          </li>
        ))}
      </Thumbnails>
      {viewer && container ? createPortal(viewer, container) : null}
    </div>
  );
}
