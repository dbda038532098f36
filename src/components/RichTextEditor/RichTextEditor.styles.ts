import { styled } from 'styled-components';
import { Editable } from 'slate-react';
import { richTextContentStyles } from '../RichText/RichText.styles';

export const Frame = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.control)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $disabled }) =>
    $disabled ? theme.color.surfaceSunken : theme.color.surface};
  box-shadow: ${({ theme, $invalid }) =>
    $invalid ? `inset 0 0 0 1px ${theme.color.danger}` : 'none'};

  &:focus-within {
    border-color: ${({ theme }) => theme.color.focusRing};
  }
  /* The editing area focused: the 2 px ring with offset every other field has (the toolbar's
     buttons ring themselves). */
  &:has(> [data-slate-editor='true']:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export const ToolbarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

export const Separator = styled.span`
  align-self: stretch;
  inline-size: 1px;
  margin-inline: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.color.border};
`;

export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 2rem;
  block-size: 2rem;
  padding-inline: ${({ theme }) => theme.space[1]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: 1;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.control};
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.primaryText};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
  svg {
    font-size: 1.1rem;
  }
`;

export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceSunken};
  font-size: ${({ theme }) => theme.typography.size.sm};

  input {
    flex: 1 1 12rem;
    min-inline-size: 0;
    min-block-size: 2rem;
    padding-block: ${({ theme }) => theme.space[1]};
  }
`;

/** The form-control font size of docs/behaviour.md, "Constants" for the editing area is 13px. */
export const EditableArea = styled(Editable)<{ $height: number }>`
  block-size: ${({ $height }) => $height}px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text};
  font-size: 13px;
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  text-align: start;
  outline: none;
  ${richTextContentStyles}

  &[aria-readonly='true'] {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

export const Placeholder = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;
