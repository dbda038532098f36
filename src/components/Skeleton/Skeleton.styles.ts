import { keyframes, styled } from 'styled-components';

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

/*
 * A table's rows are ruled apart by the container, by position: a rule on the row itself
 * (`& + &`) joins rows of one generated class only (the header row has its own), and which lines
 * showed depended on the styles already in the page.
 */
export const Bones = styled.div<{ $framed: boolean; $table: boolean }>`
  display: grid;
  gap: ${({ theme, $table }) => ($table ? 0 : theme.space[2])};
  ${({ $table, theme }) => ($table ? `& > * + * { border-block-start: 1px solid ${theme.color.border}; }` : '')}
  ${({ $framed, $table, theme }) =>
    $framed &&
    `
    overflow: hidden;
    padding: ${$table ? 0 : theme.space[3]};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radii.md};
  `}
`;

export const Bone = styled.div<{ $width: string }>`
  block-size: 1.25rem;
  inline-size: ${({ $width }) => $width};
  max-inline-size: 100%;
  border-radius: ${({ theme }) => theme.radii.sm};
  /* The border colour: the sunken surface was all but invisible on the page background. */
  background: ${({ theme }) => theme.color.border};
  animation: ${pulse} 0.9s ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** One row of a table-shaped skeleton: as many cells as the table will have columns. */
export const TableRow = styled.div<{ $columns: number; $header?: boolean }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  min-block-size: ${({ $header }) => ($header ? '2.5rem' : '3rem')};
  padding-inline: ${({ theme }) => theme.space[3]};
  ${({ $header, theme }) => ($header ? `background: ${theme.color.surfaceSunken};` : '')}
`;

/** A column heading's bar: shorter and thinner than a cell's. */
export const HeaderBone = styled(Bone)`
  block-size: 0.875rem;
`;
