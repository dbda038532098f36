import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { CompanyOnboardingWizard } from 'storefront-onboarding/wizards';
import { AuthShell } from '../AuthShell';

const Frame = styled.div`
  inline-size: min(100%, 72rem);
`;

/**
 * `#/auth/SignupProcess?val=N` (docs/behaviour.md §2): the company wizard at step N; without
 * `val`, at the resume step the server's flags give (the wizard then puts it in the URL). The
 * last Save, or a finished onboarding, leads to /dashboard/demo.
 */
export function CompanyWizardPage() {
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
        <CompanyOnboardingWizard step={step} onStepChange={onStepChange} onComplete={onComplete} />
      </Frame>
    </AuthShell>
  );
}
