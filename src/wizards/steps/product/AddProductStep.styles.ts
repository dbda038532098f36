import { styled } from 'styled-components';

/** A select (Category 1, Brand) with its 'Add New' link under it, at the end of the line. */
export const BrandRow = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[1]};

  & > :first-child {
    justify-self: stretch;
  }
`;
