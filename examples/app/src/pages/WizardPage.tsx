import { useCallback, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { AuthShell } from '../AuthShell';

const Frame = styled.div`
  inline-size: min(100%, 72rem);
`;

/** What both onboarding wizards take from their page (the same controlled API). */
export interface RoutedWizardProps {
  step: number | null;
  onStepChange: (step: number) => void;
  onComplete: () => void;
  headingLevel?: 1 | 2;
}

/**
 * A wizard's route (docs/behaviour.md §2): `?val=N` is step N; without `val` the wizard opens at
 * its resume step and puts it in the URL. The last Save, or a finished onboarding, leads to
 * /dashboard/demo.
 */
export function WizardPage({ wizard: Wizard }: { wizard: ComponentType<RoutedWizardProps> }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('val');
  const step = raw === null ? null : Number(raw);
  const onStepChange = useCallback(
    (next: number) => setParams({ val: String(next) }, { replace: raw === null }),
    [raw, setParams],
  );
  const onComplete = useCallback(() => navigate('/dashboard/demo', { replace: true }), [navigate]);
  return (
    <AuthShell>
      <Frame>
        {/* The wizard is the page: its step title is the page's one h1. */}
        <Wizard step={step} onStepChange={onStepChange} onComplete={onComplete} headingLevel={1} />
      </Frame>
    </AuthShell>
  );
}
