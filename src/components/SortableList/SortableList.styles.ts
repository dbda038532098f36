import { styled } from 'styled-components';
import { IconButton } from '../common/IconButton';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
`;

export const Rows = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  inline-size: 100%;
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Row = styled.li<{ $dragging: boolean; $target: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px ${({ $target }) => ($target ? 'dashed' : 'solid')}
    ${({ theme, $target }) => ($target ? theme.color.primaryText : theme.color.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
  transition: border-color ${({ theme }) => theme.motion.fast};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    grid-template-columns: auto minmax(0, 1fr);
  }
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    grid-column: 1 / -1;
    justify-content: flex-end;
  }
`;

export const ActionButton = styled(IconButton)`
  color: ${({ theme }) => theme.color.text};

  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &:disabled:hover {
    background: transparent;
  }
`;

export const Handle = styled(ActionButton)`
  cursor: grab;
  color: ${({ theme }) => theme.color.textMuted};
  margin-block-start: 1.5rem;

  &:active {
    cursor: grabbing;
  }
`;
