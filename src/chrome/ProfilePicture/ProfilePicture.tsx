import { useId, useRef, useState, type ChangeEvent } from 'react';
import { styled } from 'styled-components';
import { useChromeTranslation } from '../internal/strings';
import { useControllableState } from '../../components/common/useControllableState';
import { CameraIcon } from '../icons';

const Root = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Avatar = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  inline-size: ${({ $size }) => $size}rem;
  block-size: ${({ $size }) => $size}rem;
  flex: none;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.primaryFill};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-size: ${({ $size }) => $size / 2.6}rem;
  & > img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/** The picker: a label around the file input, with the look of a small secondary button. */
const Picker = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: 2rem;
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.button.secondary.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.button.secondary.background};
  color: ${({ theme }) => theme.button.secondary.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.button.secondary.hover};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Refusal = styled.p`
  max-inline-size: 16rem;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.typography.size.sm};
  text-align: center;
`;

/** Initials for an avatar without a picture ("Asha Rao" → "AR"). */
export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toLocaleUpperCase())
      .join('') || '?'
  );
}

export interface ProfilePictureProps {
  /** The person's name (initials when there is no picture, and the image's description). */
  name: string;
  /** The picture's URL (controlled). */
  picture?: string;
  /** The starting picture when uncontrolled. */
  defaultPicture?: string;
  /** Called with the chosen image and a local URL showing it (revoked on the next choice). */
  onPictureChange?: (picture: string, file: File) => void;
  /** Avatar size in rem. @default 4 */
  size?: number;
}

/**
 * The user's avatar with a 'Change the profile picture' picker. Only images are taken: any other
 * file is ignored and a message says why (docs/behaviour.md, "Chrome").
 */
export function ProfilePicture({
  name,
  picture,
  defaultPicture,
  onPictureChange,
  size = 4,
}: ProfilePictureProps) {
  const { t } = useChromeTranslation();
  const id = useId();
  const [current, setCurrent] = useControllableState<string | undefined>({
    value: picture,
    defaultValue: defaultPicture,
  });
  const [refused, setRefused] = useState(false);
  // The previous local URL is released on the next choice (not on unmount: the header's avatar
  // keeps showing the picture after the user menu closes).
  const made = useRef<string | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setRefused(true);
      return;
    }
    setRefused(false);
    if (made.current) URL.revokeObjectURL(made.current);
    const url = URL.createObjectURL(file);
    made.current = url;
    setCurrent(url);
    onPictureChange?.(url, file);
  };

  return (
    <Root>
      <Avatar $size={size}>
        {current ? <img src={current} alt={t('chrome.profile.label')} /> : initials(name)}
      </Avatar>
      <Picker htmlFor={id}>
        <CameraIcon />
        {t('chrome.profile.change')}
        <input
          id={id}
          type="file"
          accept="image/*"
          className="sfo-visually-hidden"
          aria-describedby={refused ? `${id}-refused` : undefined}
          onChange={onChange}
        />
      </Picker>
      {refused ? (
        <Refusal id={`${id}-refused`} role="alert">
          {t('chrome.profile.refused')}
        </Refusal>
      ) : null}
    </Root>
  );
}
