import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useBackofficeApi } from '../../../api/context';
import {
  CompanyOnboardingWizard,
  SellerOnboardingWizard,
  companyFlow,
  sellerFlow,
  wizardStrings,
  type OnboardingWizardBaseProps,
} from '../../../wizards';
import type { KitDestination } from '../../types';
import { observeWrites } from './observeWrites';
import type { LoadedView, ViewProps } from './types';

interface WizardKind {
  Wizard: ComponentType<OnboardingWizardBaseProps>;
  flow: readonly { id: string }[];
  name: 'company' | 'seller';
  destination: KitDestination;
}

/**
 * An onboarding wizard in an element: the `step` attribute moves it, and it moves on by itself
 * (Next, Back, a marker), saying where with `navigate`; each save is `step-saved`, the end
 * `onboarding-complete` and a `navigate` to the dashboard.
 */
function wizardView({ Wizard, flow, name, destination }: WizardKind): LoadedView {
  function WizardView({ settings, emit }: ViewProps) {
    const [shown, setShown] = useState(settings.step);
    const [asked, setAsked] = useState(settings.step);
    // A new `step` attribute moves the wizard (adjusted while rendering, React's pattern).
    if (settings.step !== asked) {
      setAsked(settings.step);
      setShown(settings.step);
    }
    const current = useRef(shown);
    useEffect(() => {
      current.current = shown;
    });
    const api = useBackofficeApi();
    const observed = useMemo(
      () =>
        observeWrites(api, (call, saved) => {
          const step = current.current ?? 0;
          emit('step-saved', { step, stepId: flow[step - 1]?.id ?? '', call, saved });
        }),
      [api, emit],
    );
    return (
      <Wizard
        api={observed}
        step={shown}
        headingLevel={settings.headingLevel}
        onStepChange={(step) => {
          setShown(step);
          current.current = step;
          emit('navigate', { to: destination, step });
        }}
        onComplete={() => {
          emit('onboarding-complete', { flow: name });
          emit('navigate', { to: 'dashboard' });
        }}
      />
    );
  }
  return { View: WizardView, areas: [wizardStrings] };
}

export const companyView = wizardView({
  Wizard: CompanyOnboardingWizard,
  flow: companyFlow,
  name: 'company',
  destination: 'company-wizard',
});

export const sellerView = wizardView({
  Wizard: SellerOnboardingWizard,
  flow: sellerFlow,
  name: 'seller',
  destination: 'seller-wizard',
});
