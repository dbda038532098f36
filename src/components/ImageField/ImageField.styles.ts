import { styled } from 'styled-components';

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const FileInput = styled.input`
  max-inline-size: 100%;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.typography.size.sm};

  &::file-selector-button {
    margin-inline-end: ${({ theme }) => theme.space[3]};
    padding-block: ${({ theme }) => theme.space[2]};
    padding-inline: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.control};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    cursor: pointer;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  &[aria-invalid='true']::file-selector-button {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:disabled::file-selector-button {
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
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

export const PreviewImage = styled.img`
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
