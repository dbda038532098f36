import { useState, type ImgHTMLAttributes, type Ref } from 'react';
import { styled } from 'styled-components';
import { ImageOffIcon } from './icons';

const Inner = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  block-size: 100%;
  inline-size: 100%;
  padding: ${({ theme }) => theme.space[1]};
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;
  & svg {
    flex: none;
    font-size: 1.25rem;
  }
  & span {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
`;

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
  // The address that failed: another `src` gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (missing || (failedSrc !== null && failedSrc === (img.src ?? ''))) {
    return (
      <span role="img" aria-label={alt} className={className} style={style} data-image-fallback="">
        <Inner aria-hidden="true">
          <ImageOffIcon />
          <span>{alt}</span>
        </Inner>
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
