import { styled } from 'styled-components';

export const Section = styled.fieldset`
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Title = styled.legend`
  display: block;
  inline-size: 100%;
  padding: 0 0 ${({ theme }) => theme.space[2]};
  margin-block-end: ${({ theme }) => theme.space[3]};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

export const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** Up to `$columns` columns, each at least 16rem wide: narrow containers fall back to one. */
export const Grid = styled.div<{ $columns: number }>`
  --sfo-gap: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[4]} var(--sfo-gap);
  grid-template-columns: repeat(
    auto-fill,
    minmax(
      min(
        100%,
        max(
          16rem,
          calc(
            (100% - ${({ $columns }) => $columns - 1} * var(--sfo-gap)) /
              ${({ $columns }) => $columns}
          )
        )
      ),
      1fr
    )
  );
`;

/** A child that spans the full row (long text areas, tables). */
export const FullRow = styled.div`
  grid-column: 1 / -1;
  min-inline-size: 0;
`;
