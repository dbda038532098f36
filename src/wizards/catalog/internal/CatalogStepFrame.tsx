import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Actions } from '../../internal/StepActions.styles';
import { useWizardTranslation } from '../../internal/strings';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  /* In a step the wizard frame shows the title: the table's own heading (the same words) stays
     for assistive tech only, as a form step's first section does. No inline margin: right to
     left, a negative one pushed the hidden heading a pixel past the screen's edge (a phone
     scrolled sideways), as the kit's own visually hidden class avoids too. */
  & [data-part='catalog-heading'] {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    margin: -1px 0;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
  & [data-part='catalog-heading'] + * {
    margin-inline-start: auto;
  }
`;

export interface CatalogStepFrameProps {
  /** The catalog piece (table + Add New). */
  children: ReactNode;
  /** Next's handler. */
  onNext: () => void;
  /** Back's handler; no Back button without it. */
  onBack?: () => void;
  /** Why Next was refused, shown and announced above the buttons. */
  refusal?: string | null;
  /** Shows Next busy (the check it needs is still loading). @default false */
  nextBusy?: boolean;
}

/** A catalog step: its piece, then Back and Next in the row every step shares (docs/behaviour.md, "States and transitions"). */
export function CatalogStepFrame({
  children,
  onNext,
  onBack,
  refusal,
  nextBusy = false,
}: CatalogStepFrameProps) {
  const { t } = useWizardTranslation();
  return (
    <Layout>
      {children}
      {refusal ? <Alert tone="danger">{refusal}</Alert> : null}
      <Actions>
        {onBack ? (
          <Button type="button" variant="secondary" onClick={onBack}>
            {t('catalog.back')}
          </Button>
        ) : null}
        <Button type="button" loading={nextBusy} onClick={onNext}>
          {t('catalog.next')}
        </Button>
      </Actions>
    </Layout>
  );
}
