import { styled } from 'styled-components';
import { Input } from '../internal/controls';
import { IconButton } from '../common/IconButton';

export const Wrapper = styled.div`
  position: relative;
  inline-size: 100%;
`;

export const PasswordInput = styled(Input)`
  padding-inline-end: 2.75rem;
`;

export const Toggle = styled(IconButton)`
  position: absolute;
  inset-block-start: 50%;
  inset-inline-end: ${({ theme }) => theme.space[1]};
  transform: translateY(-50%);
  color: ${({ theme }) => theme.color.textMuted};

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.primaryText};
  }
`;
