import type { FormEvent, ReactNode, Ref } from 'react';
import { BusyStatus } from '../../../account/internal/Announcer';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { useKitTranslation } from '../../../i18n/useKitTranslation';
import { Actions, StepForm } from './StepFrame.styles';

export interface StepFrameProps {
  /** The step's title, its card's heading. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** The form's submit (Next). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Shows Back when given. */
  onBack?: () => void;
  /** Next busy (saving or uploading). */
  busy: boolean;
  /** The server's refusal, shown in red above the fields. */
  serverError?: string | null;
  /** The form element (focus of the first invalid field). */
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/**
 * A seller step's frame: the card with its heading, the form, the server's refusal, and Back /
 * Next in the footer (inside the form, so Enter and Next submit alike).
 */
export function StepFrame({
  title,
  subtitle,
  onSubmit,
  onBack,
  busy,
  serverError,
  formRef,
  children,
}: StepFrameProps) {
  const { t } = useKitTranslation();
  return (
    <Card title={title} subtitle={subtitle}>
      <StepForm ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
        {children}
        <Actions>
          {onBack ? (
            <Button variant="outline" onClick={onBack} disabled={busy}>
              {t('seller.actions.back')}
            </Button>
          ) : null}
          <Button type="submit" loading={busy}>
            {t('seller.actions.next')}
          </Button>
        </Actions>
        <BusyStatus busy={busy} label={t('seller.actions.saving')} />
      </StepForm>
    </Card>
  );
}
