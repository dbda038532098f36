import {
  lazy,
  Suspense,
  useId,
  useRef,
  type FormEventHandler,
  type ReactNode,
  type RefObject,
} from 'react';
import { Button } from '../../components/Button';
import { useWizardTranslation } from '../internal/strings';
import { BusyStatus } from '../../components/forms/Announcer';
import { PendingChecksProvider, type PendingChecks } from '../../components/forms/pendingChecks';
import { Actions } from '../internal/StepActions.styles';

import { Form, WaitReason } from './StepForm.styles';
import { StepRefusal } from './StepRefusal';

/**
 * The error summary is fetched with the first Next that finds invalid fields: most visits never
 * need it, and the wizards' entry stays lighter by its size. It reads the form when it mounts, so
 * the errors already shown are listed.
 */
const ErrorSummary = lazy(() =>
  import('./ErrorSummary').then((m) => ({ default: m.ErrorSummary })),
);

export interface StepFormProps {
  /** The guarded submit handler. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form element's ref (focus goes to its first invalid field). */
  formRef?: RefObject<HTMLFormElement | null>;
  /** How many submits failed validation: each one shows the error summary. @default 0 */
  invalidAttempts?: number;
  /** True while the step saves: the primary button spins and submits are ignored. */
  busy: boolean;
  /** Where the step's fields report checks they run before their value is known (image bytes). */
  checks?: PendingChecks;
  /**
   * True while a submit waits for those checks: the primary button spins and says why.
   * @default false
   */
  waiting?: boolean;
  /** The server's refusal, shown on the form and announced. */
  serverError?: string | null;
  /**
   * The refusal itself (what the save threw), when there is one: a refusal that names a field is
   * worded here with the field's label ('Zip must be at most 20 characters'), not its wire name.
   */
  serverRefusal?: unknown;
  /** Shows Back (every step but the first). */
  onBack?: () => void;
  /** The primary button: Next, or Save on the last step. */
  submitLabel: 'next' | 'save';
  /** A note above the fields (a restored draft). */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * The shell every form step shares: after a Next that found invalid fields, an error summary
 * linking to each; the fields; the refusal above Back and Next/Save; busy status. A Next pressed
 * while an image is still being checked waits for it, busy, with the reason beside the button.
 * Its width stops at the theme's `layout.form` (a line of fields stays readable on a wide screen).
 */
export function StepForm({
  onSubmit,
  formRef,
  invalidAttempts = 0,
  busy,
  checks,
  waiting = false,
  serverError,
  serverRefusal,
  onBack,
  submitLabel,
  notice,
  children,
}: StepFormProps) {
  const { t } = useWizardTranslation();
  const ownRef = useRef<HTMLFormElement | null>(null);
  const ref = formRef ?? ownRef;
  const reasonId = useId();
  const form = (
    <Form ref={ref} noValidate onSubmit={onSubmit} aria-busy={busy || waiting || undefined}>
      {invalidAttempts > 0 ? (
        <Suspense fallback={null}>
          <ErrorSummary formRef={ref} attempt={invalidAttempts} />
        </Suspense>
      ) : null}
      {notice}
      {children}
      {/* Beside the buttons: a refusal shows where the reader pressed Next or Save, not a long
          form's height above it (docs/behaviour.md, "Keyboard and screen readers"). */}
      {serverError || serverRefusal ? (
        <StepRefusal text={serverError} reason={serverRefusal} formRef={ref} />
      ) : null}
      <Actions>
        {onBack ? (
          // Not while Next waits: the step would be left, then submitted once the check answers.
          <Button variant="secondary" onClick={onBack} disabled={busy || waiting}>
            {t('wizard.frame.back')}
          </Button>
        ) : null}
        {waiting ? <WaitReason id={reasonId}>{t('wizard.frame.checkingImage')}</WaitReason> : null}
        <Button
          type="submit"
          loading={busy || waiting}
          aria-describedby={waiting ? reasonId : undefined}
        >
          {t(submitLabel === 'save' ? 'wizard.frame.save' : 'wizard.frame.next')}
        </Button>
      </Actions>
      <BusyStatus
        busy={busy || waiting}
        label={t(waiting && !busy ? 'wizard.frame.checkingImage' : 'wizard.frame.saving')}
      />
    </Form>
  );
  return checks ? <PendingChecksProvider value={checks}>{form}</PendingChecksProvider> : form;
}
