import { styled } from 'styled-components';

export const StepForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

/** Back at the start, Next at the end (mirrored right to left by the logical properties). */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding-block-start: ${({ theme }) => theme.space[4]};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};

  & > :first-child:not(:last-child) {
    margin-inline-end: auto;
  }
`;
