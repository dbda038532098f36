import { keyframes, styled } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.loader};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.page};
  color: ${({ theme }) => theme.color.text};
  animation: ${fadeIn} ${({ theme }) => theme.motion.fast} ease-out;

  & > [aria-hidden] {
    color: ${({ theme }) => theme.color.primaryText};
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Label = styled.span`
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;
