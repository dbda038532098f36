import { styled } from 'styled-components';

/**
 * The one row of step buttons every wizard step ends with, form steps and catalog steps alike:
 * over a divider, Back at the start, the primary action (Next, or Save on the last step) at the
 * end; both flip in RTL with the writing direction.
 */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-block-start: ${({ theme }) => theme.space[3]};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};

  & > :only-child {
    margin-inline-start: auto;
  }
`;
