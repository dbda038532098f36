import { useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { formatNumber, isolate } from '../../kernel/format';
import { CheckIcon } from '../common/icons';
import { useComponentTranslation } from '../internal/strings';
import {
  Compact,
  Item,
  Label,
  List,
  Marker,
  Scroller,
  StepBox,
  StepButton,
  type StepState,
} from './ProgressStrip.styles';

/** One step of the strip. */
export interface ProgressStep {
  /** Stable id (React key). */
  id: string;
  /** The step's name (host content, already translated). */
  label: string;
}

export interface ProgressStripProps {
  /** The steps in order; or give `count` for numbered markers without names. */
  steps?: readonly ProgressStep[];
  /** Number of markers when `steps` is not given. @default 0 */
  count?: number;
  /** 0-based index of the current step. */
  current: number;
  /** Which steps are done. @default every step before `current` (docs/behaviour.md, "Screens and routes": the quirk of marking later steps done is not reproduced) */
  isDone?: (index: number) => boolean;
  /** The done steps' indexes; an alternative to `isDone`. */
  completed?: ReadonlySet<number> | readonly number[];
  /** Whether the user may jump to a step. @default done steps, when `onStepClick` is given */
  canNavigateTo?: (index: number) => boolean;
  /** Called with the index of a navigable step the user picks; without it no marker is a button. */
  onStepClick?: (index: number) => void;
  /** Hide the step names under the markers (they stay in the accessible text). @default false */
  hideLabels?: boolean;
  /** Accessible name of the strip. @default translated 'Progress' */
  'aria-label'?: string;
  /** Class for the root element. */
  className?: string;
  /** Ref to the root element (the container whose width picks the full or compact form). */
  ref?: Ref<HTMLDivElement>;
}

/** A step's state: the current one wins over done. */
export function stepState(
  index: number,
  current: number,
  done: (index: number) => boolean,
): StepState {
  if (index === current) return 'current';
  return done(index) ? 'done' : 'upcoming';
}

/**
 * The wizard's progress strip: numbered markers in an ordered list, the current one with
 * `aria-current="step"`, each announced like "Step 3 of 11: Billing, completed". Markers are
 * buttons only where the host allows navigation. Where its container is narrower than 600 px
 * (37.5rem: a phone, a side panel) it shows a compact form instead, 'Step 6 of 11 · Level1
 * Category' over a progress bar (`role="progressbar"`, its value text the current step), since
 * eleven markers do not fit; the container's width decides (a container query), not the window's.
 * Between that and the markers' own width the strip scrolls sideways.
 *
 * @example
 * <ProgressStrip steps={flow.map(({ id, title }) => ({ id, label: t(title) }))} current={val - 1}
 *   canNavigateTo={(i) => i < val - 1} onStepClick={(i) => setVal(i + 1)} />
 */
export function ProgressStrip({
  steps,
  count = 0,
  current,
  isDone,
  completed,
  canNavigateTo,
  onStepClick,
  hideLabels = false,
  'aria-label': ariaLabel,
  className,
  ref,
}: ProgressStripProps) {
  const { t, i18n } = useComponentTranslation();
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const [overflowing, setOverflowing] = useState(false);

  const total = steps ? steps.length : Math.max(0, Math.floor(count));
  const doneSet = completed ? new Set(completed) : null;
  const done = (index: number) =>
    isDone ? isDone(index) : doneSet ? doneSet.has(index) : index < current;
  const navigable = (index: number) =>
    Boolean(onStepClick) &&
    (canNavigateTo ? canNavigateTo(index) : stepState(index, current, done) === 'done');
  const anyNavigable = Array.from({ length: total }, (_, i) => navigable(i)).some(Boolean);
  const label = ariaLabel ?? t('data.progress.label');
  // A strip that scrolls must be reachable by keyboard (WCAG 2.1.1) even with no buttons in it.
  const focusableScroller = overflowing && !anyNavigable;

  // Measured before paint: the first frame already says whether the strip is a scrolling region.
  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setOverflowing(el.scrollWidth > el.clientWidth + 1);
    measure();
    // The strip's own box and its content: labels that grow (a font arriving, a language
    // switch) make it overflow while its own width stays the same.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [total]);

  // Bring the current marker into view inside the strip, without scrolling the page.
  useEffect(() => {
    const el = scrollerRef.current;
    const item = el?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!el || !item) return;
    const box = el.getBoundingClientRect();
    const itemBox = item.getBoundingClientRect();
    if (itemBox.left < box.left) el.scrollLeft -= box.left - itemBox.left;
    else if (itemBox.right > box.right) el.scrollLeft += itemBox.right - box.right;
  }, [current, overflowing]);

  const fmt = (value: number) => formatNumber(value, i18n.language);
  const reached = Math.min(current + 1, total);
  const here = { number: fmt(reached), total: fmt(total) };
  const currentStep = steps?.[current];

  return (
    // The container the strip's form is chosen by: its own width, not the window's.
    <div ref={ref} className={className} style={{ container: 'sfo-progress / inline-size' }}>
      <Scroller
        ref={scrollerRef}
        as={anyNavigable ? 'nav' : 'div'}
        aria-label={anyNavigable || focusableScroller ? label : undefined}
        role={focusableScroller ? 'region' : undefined}
        tabIndex={focusableScroller ? 0 : undefined}
      >
        <List aria-label={anyNavigable || focusableScroller ? undefined : label}>
          {Array.from({ length: total }, (_, index) => {
            const step = steps?.[index];
            const state = stepState(index, current, done);
            const position = { number: fmt(index + 1), total: fmt(total) };
            const base = step
              ? t('data.progress.stepNamed', { ...position, label: step.label })
              : t('data.progress.step', position);
            const spoken = state === 'done' ? t('data.progress.done', { step: base }) : base;
            const content = (
              <>
                <span className="sfo-visually-hidden">{spoken}</span>
                <Marker $state={state} aria-hidden="true">
                  {state === 'done' ? <CheckIcon /> : fmt(index + 1)}
                </Marker>
                {step && !hideLabels ? (
                  <Label $state={state} data-part="label" aria-hidden="true">
                    {step.label}
                  </Label>
                ) : null}
              </>
            );
            return (
              <Item
                key={step?.id ?? index}
                $state={state}
                data-state={state}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                {navigable(index) ? (
                  <StepButton type="button" onClick={() => onStepClick?.(index)}>
                    {content}
                  </StepButton>
                ) : (
                  <StepBox>{content}</StepBox>
                )}
              </Item>
            );
          })}
        </List>
      </Scroller>
      {total > 0 ? (
        <Compact>
          <p aria-hidden="true">
            {currentStep
              ? t('data.progress.compact', { ...here, label: isolate(currentStep.label) })
              : t('data.progress.step', here)}
          </p>
          <div
            role="progressbar"
            aria-label={label}
            aria-valuemax={total}
            aria-valuenow={reached}
            aria-valuetext={
              currentStep
                ? t('data.progress.stepNamed', { ...here, label: currentStep.label })
                : t('data.progress.step', here)
            }
          >
            <span style={{ inlineSize: `${(reached / total) * 100}%` }} />
          </div>
        </Compact>
      ) : null}
    </div>
  );
}
