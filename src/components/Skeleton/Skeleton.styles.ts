import { keyframes, styled } from 'styled-components';

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

export const Bones = styled.div<{ $framed: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  ${({ $framed, theme }) =>
    $framed &&
    `
    padding: ${theme.space[3]};
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
