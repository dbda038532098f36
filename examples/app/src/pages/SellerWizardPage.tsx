import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { SellerOnboardingWizard } from 'storefront-onboarding/wizards';
import { AuthShell } from '../AuthShell';

const Frame = styled.div`
  inline-size: min(100%, 72rem);
`;

/**
 * `#/auth/SignupProcessSeller?val=N` (docs/behaviour.md §2): the seller wizard at step N (a
 * seller's change of password leads here at step 1); without `val`, at the resume step. The last
 * Save, or a finished onboarding, leads to /dashboard/demo.
 */
export function SellerWizardPage() {
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
        <SellerOnboardingWizard step={step} onStepChange={onStepChange} onComplete={onComplete} />
      </Frame>
    </AuthShell>
  );
}
