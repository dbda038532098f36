import { describe, expect, it } from 'vitest';
import {
  canRevisit,
  completedIndexes,
  furthestReachable,
  isFlowComplete,
  resumeIndex,
  stepFromParam,
  visibleIndex,
} from '../../../../src/wizards/flow';

// A small flow: a read-only step, two saved steps (gates), a checked step, a free step, the end.
const flow = [
  { id: 'summary' },
  { id: 'details', gate: true },
  { id: 'billing', gate: true },
  { id: 'level1', gate: true },
  { id: 'level2' },
  { id: 'seller', gate: true },
];
const doneOf =
  (...ids: string[]) =>
  (id: string) =>
    ids.includes(id);

describe('flow progress (docs/behaviour.md, "Screens and routes" and "States and transitions")', () => {
  it('reads ?val= as a 1-based step of the flow, anything else as absent', () => {
    expect(stepFromParam(flow, '1')).toBe(0);
    expect(stepFromParam(flow, 6)).toBe(5);
    for (const raw of [null, undefined, '', '0', '7', '2.5', 'two', -1]) {
      expect(stepFromParam(flow, raw)).toBeNull();
    }
  });

  it('resumes at the first step not done; at the last when all are', () => {
    expect(resumeIndex(flow, doneOf('summary'))).toBe(1);
    expect(resumeIndex(flow, doneOf('summary', 'details', 'billing'))).toBe(3);
    // A free step skipped (nothing created) is where a returning user continues.
    expect(resumeIndex(flow, doneOf('summary', 'details', 'billing', 'level1'))).toBe(4);
    const all = doneOf(...flow.map((s) => s.id));
    expect(resumeIndex(flow, all)).toBe(5);
    expect(isFlowComplete(flow, all)).toBe(true);
    expect(isFlowComplete(flow, doneOf('summary'))).toBe(false);
  });

  it('never lets ?val= pass a gate that is not done', () => {
    const done = doneOf('summary', 'details');
    expect(furthestReachable(flow, done)).toBe(2);
    expect(visibleIndex(flow, done, 5)).toBe(2);
    expect(visibleIndex(flow, done, 0)).toBe(0);
    expect(visibleIndex(flow, done, null)).toBe(2);
    // Past the level-1 gate, free steps open without checks.
    const further = doneOf('summary', 'details', 'billing', 'level1');
    expect(visibleIndex(flow, further, 5)).toBe(5);
  });

  it('shows earlier steps done and lets the user revisit them, not later ones', () => {
    const done = doneOf('summary', 'details', 'billing');
    expect(completedIndexes(flow, done, 3)).toEqual([0, 1, 2]);
    // Revisiting step 2 keeps step 3 shown done (it is saved) and reachable.
    expect(completedIndexes(flow, done, 1)).toEqual([0, 1, 2]);
    expect(canRevisit(flow, done, 1, 2)).toBe(true);
    expect(canRevisit(flow, done, 3, 0)).toBe(true);
    expect(canRevisit(flow, done, 3, 3)).toBe(false);
    expect(canRevisit(flow, done, 3, 4)).toBe(false);
  });
});
