import { css, styled } from 'styled-components';

/**
 * The one box every state of a wizard sits in (docs/behaviour.md, "Company onboarding wizard"):
 * the progress strip, the step's title, its content and its Back / Next row share one column,
 * at most the theme's `layout.form` wide and centred in what the host gives, with a gutter of
 * `space[4]` (16 px) on each side, so a phone's fields never touch the screen's edges and Next
 * sits at the same place on a form step and on a catalog step.
 */
export const frameBox = css`
  box-sizing: border-box;
  inline-size: 100%;
  max-inline-size: calc(${({ theme }) => theme.layout.form} + 2 * ${({ theme }) => theme.space[4]});
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
`;

export const Root = styled.div`
  ${frameBox}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StepHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 4px;
  }
`;

/** The step's one line of help under its title: what the step is for and what happens to it. */
export const StepHelp = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space[2]}) 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.md};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

export const StepBody = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
`;
