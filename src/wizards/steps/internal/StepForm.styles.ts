import { styled } from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-inline-size: 0;
  max-inline-size: ${({ theme }) => theme.layout.form};
`;
