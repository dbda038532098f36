import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ProgressStrip } from '../../components/ProgressStrip';
import { formatNumber } from '../../kernel/format';
import { useWizardTranslation } from '../internal/strings';
import { StepHeadingLevel } from './stepHeading';
import { Root, StepBody, StepHeading, StepHelp } from './WizardFrame.styles';

/** A step as the frame shows it. */
export interface WizardFrameStep {
  /** Stable id (React key). */
  id: string;
  /** The step's title, already translated. */
  title: string;
  /**
   * One line under the title saying what the step is for and what happens to it, already
   * translated; it describes the step's region (`aria-describedby`).
   */
  help?: string;
}

export interface WizardFrameProps {
  /** The flow's steps in order. */
  steps: readonly WizardFrameStep[];
  /** 0-based index of the step shown. */
  current: number;
  /** Indexes of the steps shown done. @default every step before `current` */
  completed?: readonly number[];
  /** Whether a marker may be picked. @default done steps */
  canNavigateTo?: (index: number) => boolean;
  /** Called with the index of a marker the user picks (revisiting a completed step). */
  onStepClick?: (index: number) => void;
  /** The current step's content. */
  children: ReactNode;
  /** Class for the root. */
  className?: string;
  /**
   * The step title's heading level: 1 when the wizard is the page (the example's wizard routes),
   * 2 under a host's own page heading. @default 2
   */
  headingLevel?: 1 | 2;
  /**
   * Take focus on the heading when the frame first renders, if focus is nowhere (on the body):
   * the frame came back after a loading state replaced it between two steps.
   * @default false
   */
  focusOnMount?: boolean;
}

/**
 * The frame of a wizard: the progress strip, the current step's title as a heading, its line of
 * help and its content, in one centred column with gutters (`frameBox`). A polite status says 'Step N of 11: title' whenever the step changes, and focus moves
 * to the new step's heading (docs/behaviour.md, "Keyboard and screen readers"), so a keyboard
 * or screen-reader user continues at the top of the new step instead of on a vanished button.
 *
 * @example
 * <WizardFrame steps={steps} current={index} onStepClick={goTo}>{content}</WizardFrame>
 */
export function WizardFrame({
  steps,
  current,
  completed,
  canNavigateTo,
  onStepClick,
  children,
  className,
  headingLevel = 2,
  focusOnMount = false,
}: WizardFrameProps) {
  const { t, i18n } = useWizardTranslation();
  const headingId = useId();
  const helpId = useId();
  const heading = useRef<HTMLHeadingElement | null>(null);
  const shown = useRef(current);
  const step = steps[current];

  // Only a change of step moves focus: on first render the host decides where focus is, unless
  // it asks the frame to pick up a focus that a loading state between two steps dropped.
  const pickUp = useRef(focusOnMount);
  useEffect(() => {
    if (!pickUp.current) return;
    pickUp.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) heading.current?.focus();
  }, []);
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    heading.current?.focus();
  }, [current]);

  const announcement = step
    ? t('wizard.frame.stepOf', {
        number: formatNumber(current + 1, i18n.language),
        total: formatNumber(steps.length, i18n.language),
        title: step.title,
      })
    : '';

  return (
    <Root className={className} data-step={step?.id}>
      <ProgressStrip
        steps={steps.map(({ id, title }) => ({ id, label: title }))}
        current={current}
        completed={completed}
        canNavigateTo={canNavigateTo}
        onStepClick={onStepClick}
        aria-label={t('wizard.frame.progress')}
      />
      <span className="sfo-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
      <StepBody aria-labelledby={headingId} aria-describedby={step?.help ? helpId : undefined}>
        <StepHeading as={`h${headingLevel}`} ref={heading} id={headingId} tabIndex={-1}>
          {step?.title}
        </StepHeading>
        {step?.help ? <StepHelp id={helpId}>{step.help}</StepHelp> : null}
        {/* A step's own headings (a catalog table's) sit one level below its title. */}
        <StepHeadingLevel.Provider value={headingLevel}>{children}</StepHeadingLevel.Provider>
      </StepBody>
    </Root>
  );
}
