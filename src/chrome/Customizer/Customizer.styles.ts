import { css, styled } from 'styled-components';

/** The width of the customizer's floating icons, which the content layout keeps clear of the page. */
export const OPENER_SIZE = '2.75rem';

export const Openers = styled.div`
  position: fixed;
  inset-inline-end: 0;
  inset-block-start: 40%;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: grid;
  gap: 2px;
  & button {
    display: inline-grid;
    place-items: center;
    inline-size: ${OPENER_SIZE};
    block-size: ${OPENER_SIZE};
    border: 0;
    border-start-start-radius: ${({ theme }) => theme.radii.md};
    border-end-start-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.color.primaryFill};
    color: ${({ theme }) => theme.color.onPrimary};
    font-size: 1.25rem;
    cursor: pointer;
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export const Panel = styled.aside`
  position: fixed;
  inset-block: 0;
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  inline-size: min(22rem, 100vw);
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-inline-start: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const PanelHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  & h2 {
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  & p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

export const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]} 0;
  & [role='tab'] {
    flex: 1;
    min-block-size: 2.5rem;
    border: 0;
    border-block-end: 3px solid transparent;
    background: transparent;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
  }
  & [role='tab'][aria-selected='true'] {
    border-color: ${({ theme }) => theme.color.primaryFill};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

export const TabPanel = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[5]};
`;

export const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  & > legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

export const Options = styled.div<{ $swatches?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** One choice: a real radio (visually hidden) inside its label. */
export const Choice = styled.label<{ $swatch?: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-block-size: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.typography.size.sm};
  cursor: pointer;
  /* Selected: a tinted face, the brand border and a check badge; never the focus ring's look. */
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primaryFill};
    background: color-mix(in srgb, ${({ theme }) => theme.color.primaryFill} 12%, transparent);
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  &:has(input:checked)::after {
    content: '✓';
    position: absolute;
    inset-block-start: -0.5rem;
    inset-inline-end: -0.5rem;
    display: grid;
    place-items: center;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.primaryFill};
    color: ${({ theme }) => theme.color.onPrimary};
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    z-index: 1;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 3px;
  }
  ${({ $swatch }) =>
    $swatch &&
    css`
      inline-size: 2.75rem;
      block-size: 2.75rem;
      padding: 0;
    `}
`;

export const Swatch = styled.span<{ $fill: string; $size?: string }>`
  position: absolute;
  inset: 3px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $fill }) => $fill};
  background-size: ${({ $size }) => $size ?? 'auto'};
`;

export const Footer = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
`;

export const Code = styled.pre`
  max-block-size: 50vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.typography.mono};
  font-size: ${({ theme }) => theme.typography.size.sm};
  white-space: pre-wrap;
`;
