import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { AuthShell } from '../AuthShell';

const Panel = styled.section`
  max-width: 36rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Says plainly that the wizard is not in the example yet (issue 5): nothing pretends to be one. */
function WizardPending({ kind }: { kind: 'company' | 'seller' }) {
  const { t } = useTranslation('example');
  return (
    <AuthShell>
      <Panel aria-labelledby="wizard-pending-title">
        <h1 id="wizard-pending-title">{t('wizardPending.title')}</h1>
        <p>{t(`wizardPending.${kind}`)}</p>
        <p>
          <Link to="/dashboard/demo">{t('wizardPending.toDashboard')}</Link>
        </p>
      </Panel>
    </AuthShell>
  );
}

export function SellerWizardPage() {
  return <WizardPending kind="seller" />;
}
