import { useCallback, useMemo, useRef } from 'react';
import { useControllableState } from '../../components/common/useControllableState';
import {
  canRevisit,
  completedIndexes,
  isFlowComplete,
  paramFromStep,
  stepFromParam,
  visibleIndex,
  type DoneSteps,
  type FlowStepRule,
} from './progress';

export interface FlowNavigationOptions {
  /** The flow's steps, in order. */
  flow: readonly FlowStepRule[];
  /** Which steps the server says are done. */
  done: DoneSteps;
  /** The shown step as `?val=` (1-based), controlled; null opens the resume step. */
  step?: number | null;
  /** The step shown first when uncontrolled (1-based); absent opens the resume step. */
  defaultStep?: number | null;
  /**
   * Called with the `?val=` (1-based) of the step to show next; `replace` when the wizard names the
   * step it shows instead of the one asked for (out of reach, or the resume step when none was
   * asked): the host replaces the URL's entry rather than adding one.
   */
  onStepChange?: (step: number, change: StepChange) => void;
}

/** How a step change came about. */
export interface StepChange {
  /** The URL should name the step on screen in place of the asked one (no new history entry). */
  replace: boolean;
}

/** A wizard's navigation state: read-only fields and the moves (docs/architecture.md, "Flows are data"). */
export interface FlowNavigation {
  /** 0-based index of the step shown. */
  index: number;
  /** The shown step's `?val=`. */
  step: number;
  /** True on the first step. */
  isFirst: boolean;
  /** True on the last step. */
  isLast: boolean;
  /** True when every step is done. */
  isComplete: boolean;
  /** Indexes the progress strip shows done. */
  completed: number[];
  /** Whether the strip may jump to `index`. */
  canNavigateTo(index: number): boolean;
  /** Shows the next step. */
  next(): void;
  /** Shows the previous step. */
  back(): void;
  /** Shows the step at `index` (0-based), within reach; `replace` as `onStepChange` says. */
  goTo(index: number, change?: StepChange): void;
}

/**
 * The headless state of a wizard over a flow: which step shows (controllable through `step` +
 * `onStepChange`, so the host owns `?val=`), bounded by the flow's gates, opening at the resume
 * step when no step is asked for.
 *
 * @example
 * const nav = useFlowNavigation({ flow: companyFlow, done, step: val, onStepChange: setVal });
 * <Button onClick={nav.next}>Next</Button>
 */
export function useFlowNavigation({
  flow,
  done,
  step,
  defaultStep = null,
  onStepChange,
}: FlowNavigationOptions): FlowNavigation {
  // How the change being made came about, read by the state's `onChange`.
  const change = useRef<StepChange>({ replace: false });
  const [requested, setRequested] = useControllableState<number | null>({
    value: step,
    defaultValue: defaultStep,
    onChange: (value) => {
      if (value !== null) onStepChange?.(value, change.current);
    },
  });
  const index = visibleIndex(flow, done, stepFromParam(flow, requested));
  const show = useCallback(
    (target: number, how: StepChange = { replace: false }) => {
      if (target < 0 || target >= flow.length) return;
      change.current = how;
      try {
        setRequested(paramFromStep(target));
      } finally {
        change.current = { replace: false };
      }
    },
    [flow.length, setRequested],
  );
  return useMemo(
    () => ({
      index,
      step: paramFromStep(index),
      isFirst: index === 0,
      isLast: index === flow.length - 1,
      isComplete: isFlowComplete(flow, done),
      completed: completedIndexes(flow, done, index),
      canNavigateTo: (target: number) => canRevisit(flow, done, index, target),
      next: () => show(index + 1),
      back: () => show(index - 1),
      goTo: (target: number, how?: StepChange) => show(target, how),
    }),
    [done, flow, index, show],
  );
}
