import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import type { CompanyProfile, CompanyRecord, OnboardingFacts } from '../../../../src/api/types';
import { NO_FACTS } from '../flow/support';
import type { CompanyOnboarding } from '../../../../src/wizards';
import {
  OnboardingWizard,
  type OnboardingStep,
  type OnboardingWizardProps,
} from '../../../../src/wizards/internal/OnboardingWizard';
import { renderWithKit, type KitRenderOptions } from '../../render';
import { createI18n } from '../../../../src/i18n';
import { acmeRecord } from '../company/support';

/** What the fake onboarding hook reads: its load state and the page flags set. */
interface FakeState {
  status: CompanyOnboarding['status'];
  done: number[];
  provincesLoading?: boolean;
}

/** The facts of pages 2 and 3 saved (the test's shorthand). */
function factsOf(done: number[]): OnboardingFacts {
  return {
    ...NO_FACTS,
    company_information: done.includes(2),
    billing: done.includes(3),
  };
}

/**
 * A flow's hook double over a store the test drives: the shell's own logic (resume, complete,
 * error and Retry, loading) is tested apart from the company and seller hooks.
 */
function fakeOnboarding(initial: FakeState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: Partial<FakeState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  const retry = vi.fn(() => set({ status: 'ready' }));
  const record = acmeRecord();
  function useOnboarding(): CompanyOnboarding {
    const {
      status,
      done,
      provincesLoading = false,
    } = useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => state,
    );
    const ready = status === 'ready';
    return {
      status,
      loadError: status === 'error' ? 'Network down' : null,
      retry,
      profile: ready ? (record as unknown as CompanyProfile) : null,
      record: ready ? (record as CompanyRecord) : null,
      companyId: ready ? 1 : null,
      provinces: [],
      provincesLoading,
      facts: ready ? factsOf(done) : null,
    } as Partial<CompanyOnboarding> as CompanyOnboarding;
  }
  return { useOnboarding, set, retry };
}

/** Three steps: one always done, one a gate done by page 2's fact, one by that same fact. */
const flow: readonly OnboardingStep<CompanyOnboarding>[] = [
  {
    id: 'first',
    title: 'wizard.steps.registerDetails',
    render: ({ nav }) => (
      <button type="button" onClick={nav.next}>
        Next
      </button>
    ),
  },
  {
    id: 'second',
    title: 'wizard.steps.companyInformation',
    page: 2,
    gate: true,
    isDone: (facts) => facts.company_information,
    render: ({ draftKey, companyId }) => (
      <p>
        {draftKey('second')} of company {companyId}
      </p>
    ),
  },
  {
    id: 'third',
    title: 'wizard.steps.billing',
    page: 3,
    gate: true,
    // Its own rule: done with page 2, whatever page 3 says.
    isDone: (facts) => facts.company_information,
    render: ({ onComplete }) => (
      <button type="button" onClick={onComplete}>
        Finish
      </button>
    ),
  },
];

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

type HostProps = Pick<
  OnboardingWizardProps<CompanyOnboarding>,
  'step' | 'defaultStep' | 'onStepChange' | 'onComplete'
>;

/** The shell over the test flow, `state` in its hook, with spies for what the host hears. */
function renderShell(state: FakeState, props: HostProps = {}, options: KitRenderOptions = {}) {
  const onboarding = fakeOnboarding(state);
  const onStepChange = vi.fn();
  const onComplete = vi.fn();
  const ui = (
    <OnboardingWizard
      name="TestWizard"
      flow={flow}
      drafts="test"
      useOnboarding={onboarding.useOnboarding}
      onStepChange={onStepChange}
      onComplete={onComplete}
      {...props}
    />
  );
  const rendered = renderWithKit(ui, options);
  return {
    ...rendered,
    ...onboarding,
    onStepChange,
    onComplete,
    rerender: () => rendered.rerender(ui),
  };
}

describe('OnboardingWizard, the shell of both wizards (docs/behaviour.md, "States and transitions")', () => {
  it('shows the loading status until the record (and the provinces) are in', async () => {
    const { set } = renderShell({ status: 'loading', done: [] });
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
    // A skeleton of the step, not a line of text.
    expect(screen.getByTestId('wizard-skeleton')).toHaveAttribute('aria-busy', 'true');
    act(() => set({ status: 'ready', provincesLoading: true }));
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
    act(() => set({ provincesLoading: false }));
    await heading('Company Information');
  });

  it('opened without a step, shows the resume step and hands it to the host once', async () => {
    const { set, onStepChange, onComplete } = renderShell({ status: 'loading', done: [] });
    expect(onStepChange).not.toHaveBeenCalled();
    act(() => set({ status: 'ready' }));
    await heading('Company Information');
    expect(onStepChange).toHaveBeenCalledTimes(1);
    // The host replaces the URL's entry: it names the step shown, no step is added to history.
    expect(onStepChange).toHaveBeenCalledWith(2, { replace: true });
    // The draft key: tenant, user, the flow's drafts and the step.
    expect(screen.getByText('acme:guest:test:second of company 1')).toBeInTheDocument();
    // A later save does not move the view: the resume step was checked once.
    act(() => set({ done: [2] }));
    await heading('Company Information');
    expect(onStepChange).toHaveBeenCalledTimes(1);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('uses a step’s own isDone over its page flag', async () => {
    // Page 3 is not saved, but step 3 is done once page 2 is: the flow is complete.
    const { onComplete } = renderShell({ status: 'ready', done: [2] });
    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
  });

  it('opened without a step on a finished onboarding, completes at once (once)', async () => {
    const shell = renderShell({ status: 'ready', done: [2, 3] });
    await vi.waitFor(() => expect(shell.onComplete).toHaveBeenCalledTimes(1));
    expect(shell.onStepChange).not.toHaveBeenCalled();
    shell.rerender();
    act(() => shell.set({ done: [2, 3] }));
    expect(shell.onComplete).toHaveBeenCalledTimes(1);
  });

  it('opened at a step on a finished onboarding, shows it and does not complete', async () => {
    const { user, onStepChange, onComplete } = renderShell(
      { status: 'ready', done: [2, 3] },
      { defaultStep: 1 },
    );
    await heading('Register Details');
    expect(onComplete).not.toHaveBeenCalled();
    expect(onStepChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Company Information');
    expect(onStepChange).toHaveBeenCalledWith(2, { replace: false });
  });

  it('completes through the last step’s onComplete', async () => {
    const { user, onComplete } = renderShell({ status: 'ready', done: [2] }, { step: 3 });
    await heading('Billing Name and Address');
    expect(onComplete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('a failed load shows its message and Retry; Retry loads again', async () => {
    const { user, retry, onStepChange } = renderShell({ status: 'error', done: [] });
    const alert = screen.getByText('Network down').closest('[role="alert"]');
    expect(alert).toHaveTextContent('The onboarding details could not be loaded.');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(onStepChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    await heading('Company Information');
    expect(onStepChange).toHaveBeenCalledWith(2, { replace: true });
  });

  it('outside a <BackofficeProvider> throws, naming the wizard', () => {
    const { useOnboarding } = fakeOnboarding({ status: 'ready', done: [] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <OnboardingWizard
          name="TestWizard"
          flow={flow}
          drafts="test"
          useOnboarding={useOnboarding}
        />,
      ),
    ).toThrow('`TestWizard` must be used within <BackofficeProvider>');
    vi.restoreAllMocks();
  });
  it('words the strip and the heading in the language picked, as soon as it is picked', async () => {
    // As in the app: only English is there at first; the Arabic strings of the wizards are a
    // chunk fetched after the switch.
    const i18n = createI18n({ lng: 'en' });
    renderShell({ status: 'ready', done: [] }, { step: 2 }, { provider: { i18n } });
    await heading('Company Information');
    await act(() => i18n.changeLanguage('ar'));
    expect(await heading('معلومات الشركة')).toBeVisible();
    expect(screen.getByRole('button', { name: /بيانات التسجيل/ })).toBeInTheDocument();
    expect(screen.queryByText('Company Information')).toBeNull();
  });
});
