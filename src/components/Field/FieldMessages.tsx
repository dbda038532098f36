import type { ReactNode } from 'react';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import { DangerIcon } from '../common/icons';
import { ErrorText, Hint, RequiredMark } from './Field.styles';

/** A field's hint and error. The error is an i18n key or plain text (shown unchanged). */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
}) {
  const { t } = useKitTranslation();
  return (
    <>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={errorId}>
          <DangerIcon />
          {t(error, { defaultValue: error })}
        </ErrorText>
      ) : null}
    </>
  );
}

/**
 * The visible '*' for a label that does not take `$required` (generated content, so the label's
 * text and accessible name stay clean; the control carries `aria-required`).
 */
export function RequiredMarker() {
  return <RequiredMark $required aria-hidden="true" />;
}
