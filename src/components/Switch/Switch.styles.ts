import { styled } from 'styled-components';

const TRACK_W = '2.5rem';
const TRACK_H = '1.5rem';
const THUMB = '1.125rem';
const GAP = '0.1875rem';

export const Control = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  inline-size: ${TRACK_W};
  block-size: ${TRACK_H};
`;

/** The real checkbox covers the track, invisible, so clicks, focus and forms stay native. */
export const SwitchInput = styled.input`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;
  z-index: 1;

  &:disabled {
    cursor: not-allowed;
  }
`;

export const Track = styled.span`
  position: relative;
  inline-size: 100%;
  block-size: 100%;
  border: 1px solid ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.surface};
  transition: background-color ${({ theme }) => theme.motion.fast};

  &::before {
    content: '';
    position: absolute;
    inset-block-start: calc(${GAP} - 1px);
    inset-inline-start: calc(${GAP} - 1px);
    inline-size: ${THUMB};
    block-size: ${THUMB};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.control};
    transition:
      inset-inline-start ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
      background-color ${({ theme }) => theme.motion.fast};
  }

  input:checked + & {
    border-color: ${({ theme }) => theme.color.primaryFill};
    background: ${({ theme }) => theme.color.primaryFill};
  }
  input:checked + &::before {
    inset-inline-start: calc(100% - ${THUMB} - ${GAP} + 1px);
    background: ${({ theme }) => theme.color.onPrimary};
  }
  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  input[aria-invalid='true'] + & {
    border-color: ${({ theme }) => theme.color.danger};
  }
  input:disabled + & {
    opacity: 0.55;
  }
`;
