import { styled } from 'styled-components';
import { ImageOrFallback } from '../common/ImageOrFallback';
import { StyledButton } from '../Button/Button.styles';

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Holds the native input over the kit-styled face, so a click anywhere on it opens the picker. */
export const Picker = styled.span`
  position: relative;
  display: inline-flex;
  max-inline-size: 100%;
`;

/**
 * The native file input, kept for keyboards, screen readers, drag-and-drop and form semantics
 * (its label is the field's): invisible, laid over the face, still focusable and clickable. The
 * browser's own 'Choose File · No file chosen' never shows.
 */
export const FileInput = styled.input`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  margin: 0;
  padding: 0;
  opacity: 0;
  cursor: pointer;
  font-size: 0;

  &:disabled {
    cursor: not-allowed;
  }
`;

/** The picker's visible face: the kit's secondary button, lit by the hidden input's state. */
export const PickerFace = styled(StyledButton)`
  pointer-events: none;
  max-inline-size: 100%;

  ${Picker}:hover > input:not(:disabled) + & {
    background: ${({ theme }) => theme.button.secondary.hover};
  }
  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  input[aria-invalid='true'] + & {
    border-color: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.danger};
  }
  /* Muted, not faded: the face is text a reader still needs to read. */
  input:disabled + & {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** 'No image chosen', in the kit's words and language. */
export const Status = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  overflow-wrap: anywhere;
`;

export const Preview = styled.figure`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  inline-size: fit-content;
  max-inline-size: 100%;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

/** The preview, or its placeholder when the image cannot be shown (same box). */
export const PreviewImage = styled(ImageOrFallback)`
  display: block;
  flex: none;
  inline-size: 6rem;
  block-size: 6rem;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surface};
`;

export const PreviewCaption = styled.figcaption`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  overflow-wrap: anywhere;
`;
