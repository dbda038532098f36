/**
 * A flow is data (docs/architecture.md, "Flows are data"): an ordered list of steps. Everything
 * about progress derives from that list and from which steps the server says are done: the `?val=`
 * bounds, the resume step, how far a user may go and which markers are done. No step number is
 * written anywhere else.
 */

/** What the progress rules need to know of a step. */
export interface FlowStepRule {
  /** Stable id of the step. */
  id: string;
  /**
   * Later steps open only once this one is done (a step whose Next saves or checks something:
   * docs/behaviour.md, "States and transitions"). Steps that advance without checks leave it unset.
   * @default false
   */
  gate?: boolean;
}

/** Which steps are done, by id (from the server's page flags). */
export type DoneSteps = (id: string) => boolean;

/**
 * The 0-based index of `?val=` (1-based, docs/behaviour.md, "Screens and routes"), or null when it is absent or not a
 * step of the flow (the wizard then opens at the resume step).
 *
 * @example
 * stepFromParam(companyFlow, new URLSearchParams('val=3').get('val')); // 2
 * @beta A flow internal the example app builds its pages from; it may change in a minor version.
 */
export function stepFromParam(
  flow: readonly FlowStepRule[],
  raw: string | number | null | undefined,
): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const value = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > flow.length) return null;
  return value - 1;
}

/**
 * The `?val=` of a 0-based step index.
 * @beta A flow internal the example app builds its pages from; it may change in a minor version.
 */
export function paramFromStep(index: number): number {
  return index + 1;
}

/** True when every step of the flow is done (the onboarding is complete). */
export function isFlowComplete(flow: readonly FlowStepRule[], done: DoneSteps): boolean {
  return flow.length > 0 && flow.every((step) => done(step.id));
}

/**
 * The furthest step a user may open: the first gate not yet passed (its Next has not succeeded),
 * else the last step. `?val=` beyond it is brought back to it, so a URL cannot skip a check.
 * @beta A flow internal the example app builds its pages from; it may change in a minor version.
 */
export function furthestReachable(flow: readonly FlowStepRule[], done: DoneSteps): number {
  const gate = flow.findIndex((step) => step.gate && !done(step.id));
  return gate === -1 ? Math.max(0, flow.length - 1) : gate;
}

/**
 * Where a returning user continues (docs/behaviour.md, "Resume"): the first step not yet done;
 * the last step when all are.
 * @beta A flow internal the example app builds its pages from; it may change in a minor version.
 */
export function resumeIndex(flow: readonly FlowStepRule[], done: DoneSteps): number {
  const first = flow.findIndex((step) => !done(step.id));
  return first === -1 ? Math.max(0, flow.length - 1) : first;
}

/**
 * The step to show: the requested one within reach, else the resume step.
 * @beta A flow internal the example app builds its pages from; it may change in a minor version.
 */
export function visibleIndex(
  flow: readonly FlowStepRule[],
  done: DoneSteps,
  requested: number | null,
): number {
  if (requested === null) return resumeIndex(flow, done);
  return Math.max(0, Math.min(requested, furthestReachable(flow, done)));
}

/**
 * The markers the strip shows done: steps the server has recorded and every step before the
 * current one (docs/behaviour.md, "Screens and routes": earlier steps done, later upcoming).
 * @beta A flow internal the example app builds its pages from; it may change in a minor version.
 */
export function completedIndexes(
  flow: readonly FlowStepRule[],
  done: DoneSteps,
  current: number,
): number[] {
  return flow.flatMap((step, index) => (index < current || done(step.id) ? [index] : []));
}

/**
 * Whether the strip lets the user jump to `index`: a step within reach that is done or passed.
 * @beta A flow internal the example app builds its pages from; it may change in a minor version.
 */
export function canRevisit(
  flow: readonly FlowStepRule[],
  done: DoneSteps,
  current: number,
  index: number,
): boolean {
  const step = flow[index];
  if (!step || index === current) return false;
  return index <= furthestReachable(flow, done) && (index < current || done(step.id));
}
