import { describe, expect, it } from 'vitest';
import {
  COMPANY_PROGRESS,
  SELLER_PROGRESS,
  doneFromFacts,
  summarizeOnboarding,
} from '../../../../src/wizards/flow/facts';
import { companyFlow } from '../../../../src/wizards';
import { sellerFlow } from '../../../../src/wizards';
import { NO_FACTS, factsWith } from './support';

/*
 * Progress from facts (docs/behaviour.md, "Progress"): facts → done → resume step, for both
 * flows. The wizards, the dashboard card and the sellers-progress page all count with these.
 */

const ids = (flow: typeof COMPANY_PROGRESS, facts = NO_FACTS) => {
  const done = doneFromFacts(flow, facts);
  return flow.filter((step) => done(step.id)).map((step) => step.id);
};

describe('the company flow from the store admin facts', () => {
  it('counts 11 steps; a new store has step 1 done and resumes at step 2', () => {
    const summary = summarizeOnboarding(COMPANY_PROGRESS, NO_FACTS);
    expect(summary.steps).toHaveLength(11);
    expect(summary.doneCount).toBe(1);
    expect(summary.resume).toBe(1);
    expect(summary.complete).toBe(false);
  });

  it('advances step 6 once any level-1 category exists, whoever made it (no flag needed)', () => {
    const facts = factsWith('company_information', 'billing', 'about_us', 'terms', 'level1');
    const summary = summarizeOnboarding(COMPANY_PROGRESS, facts);
    expect(ids(COMPANY_PROGRESS, facts)).toContain('level1');
    // Step 7 (level 2) is next: nothing there yet.
    expect(summary.resume).toBe(6);
  });

  it('counts the optional catalog steps done once the seller form is saved after them', () => {
    const facts = factsWith(
      'company_information',
      'billing',
      'about_us',
      'terms',
      'level1',
      'details',
    );
    const summary = summarizeOnboarding(COMPANY_PROGRESS, facts);
    expect(summary.doneCount).toBe(11);
    expect(summary.complete).toBe(true);
    // All done: the resume step is the last.
    expect(summary.resume).toBe(10);
  });

  it('never skips a gate: the seller form saved without step 6 still resumes at step 6', () => {
    const facts = factsWith('company_information', 'billing', 'about_us', 'terms', 'details');
    const summary = summarizeOnboarding(COMPANY_PROGRESS, facts);
    expect(summary.resume).toBe(5);
    expect(summary.complete).toBe(false);
  });

  it('has the same steps, in the same order, as the wizard', () => {
    expect(companyFlow.map((step) => step.id)).toEqual(COMPANY_PROGRESS.map((step) => step.id));
  });
});

describe('the seller flow from its own facts', () => {
  it('counts 12 steps; a new seller has none done and resumes at step 1', () => {
    const summary = summarizeOnboarding(SELLER_PROGRESS, NO_FACTS);
    expect(summary.steps).toHaveLength(12);
    expect(summary.doneCount).toBe(0);
    expect(summary.resume).toBe(0);
  });

  it('resumes after its product, taxes and logo at its own billing', () => {
    const facts = factsWith('product', 'variants', 'logo');
    expect(summarizeOnboarding(SELLER_PROGRESS, facts).resume).toBe(3);
  });

  it("does not count the store's page 2 (a company fact) for a seller", () => {
    const facts = factsWith('company_information');
    expect(ids(SELLER_PROGRESS, facts)).toEqual([]);
  });

  it('is complete once its own details are saved after the rest', () => {
    const facts = factsWith(
      'product',
      'variants',
      'logo',
      'billing',
      'about_us',
      'terms',
      'level1',
      'details',
    );
    const summary = summarizeOnboarding(SELLER_PROGRESS, facts);
    expect(summary.complete).toBe(true);
    expect(summary.doneCount).toBe(12);
  });

  it('has the same steps, in the same order, as the wizard', () => {
    expect(sellerFlow.map((step) => step.id)).toEqual(SELLER_PROGRESS.map((step) => step.id));
  });

  it('without facts yet, only steps without a fact count', () => {
    expect(ids(SELLER_PROGRESS, null as never)).toEqual([]);
    expect(ids(COMPANY_PROGRESS, null as never)).toEqual(['registerDetails']);
  });
});
