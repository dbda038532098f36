import { useCallback, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { AuthShell } from '../AuthShell';
import { usePageTitle } from '../PageFocus';

/* The wizard centres itself in one column with its own gutters (WizardFrame). */
const Frame = styled.div`
  inline-size: 100%;
`;

/** What both onboarding wizards take from their page (the same controlled API). */
export interface RoutedWizardProps {
  step: number | null;
  onStepChange: (step: number, change: { replace: boolean }) => void;
  onTitleChange: (title: string) => void;
  onComplete: () => void;
  headingLevel?: 1 | 2;
}

/**
 * A wizard's route (docs/behaviour.md, "Screens and routes"): `?val=N` is step N; without `val` the wizard opens at
 * its resume step and puts it in the URL, and a step out of reach is replaced in the URL by the
 * one shown. The document's title names the step ('Billing Name and Address – Company onboarding
 * – …'). The last Save, or a finished onboarding, leads to /dashboard/demo.
 */
export function WizardPage({
  wizard: Wizard,
  title,
}: {
  wizard: ComponentType<RoutedWizardProps>;
  /** The wizard's name in the document's title (`example:titles.*`). */
  title: 'companyWizard' | 'sellerWizard';
}) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation('example');
  const [stepTitle, setStepTitle] = useState<string | null>(null);
  const wizardTitle = t(`titles.${title}`);
  usePageTitle(stepTitle ? t('titleFormat', { page: stepTitle, app: wizardTitle }) : wizardTitle);
  const raw = params.get('val');
  const step = raw === null ? null : Number(raw);
  const onStepChange = useCallback(
    (next: number, change: { replace: boolean }) =>
      setParams({ val: String(next) }, { replace: raw === null || change.replace }),
    [raw, setParams],
  );
  const onComplete = useCallback(() => navigate('/dashboard/demo', { replace: true }), [navigate]);
  return (
    <AuthShell edgeToEdge>
      <Frame>
        {/* The wizard is the page: its step title is the page's one h1. */}
        <Wizard
          step={step}
          onStepChange={onStepChange}
          onTitleChange={setStepTitle}
          onComplete={onComplete}
          headingLevel={1}
        />
      </Frame>
    </AuthShell>
  );
}
