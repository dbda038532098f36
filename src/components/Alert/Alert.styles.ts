import { styled } from 'styled-components';
import { toneColors, type Tone } from '../internal/tone';

/** The close button's target is larger than a line of text: it overhangs the padding. */
export const Root = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid currentColor;
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).bg};
  color: ${({ theme, $tone }) => toneColors(theme, $tone).fg};

  & > svg {
    flex: none;
    margin-block-start: 0.15em;
    font-size: 1.25rem;
  }
  & > button {
    margin-block: -0.25rem;
    margin-inline-end: -0.5rem;
  }
  /* Alerts one after another keep apart; what follows an alert is the caller's to space. */
  & + & {
    margin-block-start: ${({ theme }) => theme.space[3]};
  }
`;

export const Content = styled.div`
  flex: 1;
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

export const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;
