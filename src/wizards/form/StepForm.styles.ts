import { styled } from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-inline-size: 0;
  max-inline-size: ${({ theme }) => theme.layout.form};
`;

/** Why Next is busy before anything saves ('Checking the chosen image…'), at the button's side. */
export const WaitReason = styled.span`
  align-self: center;
  margin-inline-start: auto;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
