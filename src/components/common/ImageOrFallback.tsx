import { useState, type ImgHTMLAttributes, type Ref } from 'react';
import { useTheme } from 'styled-components';
import { ImageOffIcon } from './icons';

export interface ImageOrFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  /** Says what the image shows; also the fallback's text. */
  alt: string;
  /** There is no address to load at all: the placeholder at once. @default false */
  missing?: boolean;
  ref?: Ref<HTMLImageElement>;
}

/**
 * An image that, when it fails to load (a removed file, a key that is not an address, no
 * network), shows a placeholder of the same box instead of the browser's broken image: an icon
 * and its alternative text, named as the image would have been. A new `src` is tried again; a
 * `src` set through `ref` (an object URL) is retried once the element is remounted (a `key`).
 */
export function ImageOrFallback({
  alt,
  missing = false,
  className,
  style,
  onError,
  ref,
  ...img
}: ImageOrFallbackProps) {
  const theme = useTheme();
  // The address that failed: another `src` gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (missing || (failedSrc !== null && failedSrc === (img.src ?? ''))) {
    // Inline, so the box's own class (its size, corner, border) keeps everything but the layout.
    return (
      <span
        role="img"
        aria-label={alt}
        className={className}
        data-image-fallback=""
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          color: theme.color.textMuted,
          fontSize: theme.typography.size.xs,
          textAlign: 'center',
          ...style,
        }}
      >
        <ImageOffIcon />
        <span aria-hidden="true">{alt}</span>
      </span>
    );
  }
  return (
    <img
      ref={ref}
      alt={alt}
      className={className}
      style={style}
      {...img}
      onError={(event) => {
        setFailedSrc(img.src ?? '');
        onError?.(event);
      }}
    />
  );
}
