import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { styled } from 'styled-components';
import { Alert } from '../../components/Alert';
import { focusTarget, INVALID } from '../../components/forms/focusFirstInvalid';
import { useWizardTranslation } from '../internal/strings';

/** One invalid field as the summary lists it: its error message, linking to the field. */
interface Entry {
  /** The message's element id (`…-error`, as every kit field names it): the entry's key. */
  key: string;
  message: string;
  /** The element marked invalid (a control, a radio, Dropzone's group). */
  field: HTMLElement;
}

/**
 * The invalid fields under `form` in reading order, one per error message (a radio group's
 * radios share one). A field's message is the element of its `aria-describedby` whose id ends in
 * `-error`, as the kit's fields name it.
 */
export function invalidEntries(form: HTMLElement): Entry[] {
  const entries: Entry[] = [];
  const seen = new Set<string>();
  for (const field of form.querySelectorAll<HTMLElement>(INVALID)) {
    const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/);
    const key = ids.find((id) => id.endsWith('-error'));
    const message = key ? form.ownerDocument.getElementById(key)?.textContent?.trim() : undefined;
    if (!key || !message || seen.has(key)) continue;
    seen.add(key);
    entries.push({ key, message, field });
  }
  return entries;
}

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[4]};

  a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * The error summary every wizard form step shows at its top once a Next found invalid fields
 * (docs/behaviour.md, "Keyboard and screen readers"): a translated title and one link per invalid field, worded as the
 * field's own message; a link moves focus to its field. It follows the form: a field fixed drops
 * out, and the summary goes once none is left. Announced once per Next: the summary itself is no
 * live region, so its updates while the reader fixes fields are not read again; a one-shot alert
 * says it when a Next finds invalid fields and goes silently at the reader's first edit. Focus
 * itself goes to the first invalid field, as on every kit form.
 */
export function ErrorSummary({
  formRef,
  attempt,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  /** The count of submits that failed validation: a new one shows the summary. */
  attempt: number;
}) {
  const { t } = useWizardTranslation();
  const [entries, setEntries] = useState<Entry[]>([]);
  // What the last Next announced (its number keys a new alert, so a second Next is said again).
  const [said, setSaid] = useState<{ attempt: number; entries: Entry[] } | null>(null);
  // Shown from a failed submit until every field it listed is fixed: a field that turns invalid
  // on its own (an image refused as it is picked) says so beside itself, not in a summary.
  const armed = useRef(false);
  // The Next to announce, until the reader edits (an edit after it says nothing).
  const toSay = useRef(0);
  const shown = useRef('');
  const read = useRef<() => void>(() => undefined);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return undefined;
    read.current = () => {
      const next = armed.current ? invalidEntries(form) : [];
      // Fixed: every listed field is valid again (a failed submit's errors may still be rendering
      // when it arms the summary, so only a summary that showed disarms).
      if (next.length === 0 && shown.current !== '') armed.current = false;
      // Keyed by ids and words: the summary's own render is a mutation too, and must not loop.
      const wording = next.map(({ key, message }) => `${key}\u0000${message}`).join('\u0001');
      if (wording === shown.current) return;
      shown.current = wording;
      setEntries(next);
      const saying = toSay.current;
      if (saying > 0 && next.length > 0) setSaid({ attempt: saying, entries: next });
    };
    const observer = new MutationObserver(() => read.current());
    observer.observe(form, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-invalid', 'data-invalid', 'aria-describedby'],
    });
    // The reader's first edit ends the announcement, silently (a removed alert is not read).
    const edited = () => {
      toSay.current = 0;
      setSaid(null);
    };
    form.addEventListener('input', edited);
    form.addEventListener('change', edited);
    return () => {
      observer.disconnect();
      form.removeEventListener('input', edited);
      form.removeEventListener('change', edited);
    };
  }, [formRef]);

  useEffect(() => {
    if (attempt === 0) return;
    armed.current = true;
    toSay.current = attempt;
    // Read afresh: the same fields still invalid are announced again for this Next.
    shown.current = '';
    read.current();
  }, [attempt]);

  if (entries.length === 0) return null;
  const go = (event: MouseEvent<HTMLAnchorElement>, field: HTMLElement) => {
    event.preventDefault();
    const target = focusTarget(field, formRef.current ?? document);
    target?.focus({ preventScroll: true });
    // Centred: the field's label above it and its message below come into view with it.
    (target ?? field).scrollIntoView?.({ block: 'center' });
  };
  const title = t('wizard.frame.errorSummary');
  return (
    <div data-part="error-summary">
      <Alert tone="danger" title={title} live={false}>
        <List>
          {entries.map(({ key, message, field }) => (
            <li key={key}>
              <a href={`#${field.id || key}`} onClick={(event) => go(event, field)}>
                {message}
              </a>
            </li>
          ))}
        </List>
      </Alert>
      {said ? (
        <div key={said.attempt} role="alert" className="sfo-visually-hidden">
          <p>{title}</p>
          <ul>
            {said.entries.map(({ key, message }) => (
              <li key={key}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
