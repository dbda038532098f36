import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { Alert } from '../../components/Alert';
import { errorText } from '../../api/errorText';
import { ApiError, isApiError } from '../../kernel/errors';
import { useWizardTranslation } from '../internal/strings';

/** The params of a refusal that name a field by its wire name (docs/api-contract.md, "Errors"). */
const FIELD_PARAMS = ['field', 'other'] as const;

/**
 * The visible label of the control named `name` in `form` (a radio group's legend), without the
 * required marker, which is generated content; undefined when the form shows no such field.
 */
export function fieldLabel(form: HTMLFormElement, name: string): string | undefined {
  const control = [...form.querySelectorAll<HTMLElement>('[name]')].find(
    (element) => element.getAttribute('name') === name,
  );
  if (!control) return undefined;
  const labelledBy = control.getAttribute('aria-labelledby')?.split(/\s+/)[0];
  const label =
    (control as HTMLInputElement).labels?.[0] ??
    (control.getAttribute('type') === 'radio'
      ? control.closest('fieldset')?.querySelector('legend')
      : null) ??
    (labelledBy ? form.ownerDocument.getElementById(labelledBy) : null);
  const text = label?.textContent?.trim();
  return text ? text : undefined;
}

/**
 * A refusal whose params name fields by their wire names (`billing_zip`), renamed to what the
 * reader sees: the field's label in the form, or 'A field of this step' for one it does not show.
 */
function withLabels(
  reason: ApiError,
  labelOf: (name: string) => string | undefined,
  someField: string,
): ApiError {
  const params = { ...reason.params };
  for (const param of FIELD_PARAMS) {
    const name = params[param];
    if (typeof name === 'string') params[param] = labelOf(name) ?? someField;
  }
  return new ApiError(reason.message, {
    kind: reason.kind,
    ...(reason.status === undefined ? {} : { status: reason.status }),
    ...(reason.code === undefined ? {} : { code: reason.code }),
    params,
  });
}

/**
 * A step's refusal, where every step shows it: above Back and Next/Save, announced
 * (`role="alert"`; docs/behaviour.md, "Wizards"). A refusal that names a field says it by the
 * label the reader sees beside it ('Zip must be at most 20 characters'), never by its wire name
 * ('billing_zip'), in the reader's language; `text` is shown for anything else.
 */
export function StepRefusal({
  text,
  reason,
  formRef,
}: {
  /** The refusal already worded. */
  text?: string | null;
  /** The refusal itself, worded here when it names a field. */
  reason?: unknown;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const { t } = useWizardTranslation();
  const names =
    isApiError(reason) && reason.params
      ? FIELD_PARAMS.map((param) => reason.params?.[param]).filter(
          (name): name is string => typeof name === 'string',
        )
      : [];
  const key = names.join('\n');
  // Read from the form as it shows this render's labels (a new language's after a switch).
  const [read, setRead] = useState<{ key: string; labels: Record<string, string | undefined> }>({
    key: '',
    labels: {},
  });
  const readLabels = () => {
    const form = formRef.current;
    if (!form || key === '') return;
    const labels = Object.fromEntries(
      key.split('\n').map((name) => [name, fieldLabel(form, name)]),
    );
    setRead((shown) =>
      shown.key === key && JSON.stringify(shown.labels) === JSON.stringify(labels)
        ? shown
        : { key, labels },
    );
  };
  // Before paint when the form is already mounted (a refusal after a submit, a new language);
  // after it when the refusal mounts with the form (its ref is attached after this one's
  // layout effects).
  useLayoutEffect(readLabels);
  useEffect(readLabels);
  if (key !== '' && isApiError(reason)) {
    // Said once, with its labels: nothing until they are read (before the first paint).
    if (read.key !== key) return null;
    const worded = errorText(
      withLabels(reason, (name) => read.labels[name], t('wizard.refusal.someField')),
      t,
    );
    return worded ? <Alert tone="danger">{worded}</Alert> : null;
  }
  return text ? <Alert tone="danger">{text}</Alert> : null;
}
