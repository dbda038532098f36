import { useEffect, useRef, useState } from 'react';
import type { Range } from 'slate';
import type { ReactEditor } from 'slate-react';
import { useComponentTranslation } from '../../internal/strings';
import { Button } from '../../Button/Button';
import { ErrorText } from '../../Field/Field.styles';
import { Input } from '../../internal/controls';
import { isSafeLinkUrl } from '../../../kernel/fonts';
import { restoreSelection, unwrapLink, upsertLink } from '../model/commands';
import { LinkRow } from '../RichTextEditor.styles';

export interface LinkFormProps {
  /** The form's id (the link button's `aria-controls`). */
  id: string;
  editor: ReactEditor;
  /** The selection when the form opened: focus left the text, so it is put back first. */
  selection: Range | null;
  /** The link being edited, or '' for a new one. */
  initialUrl: string;
  /** Called when the form is done (applied, removed or cancelled). */
  onDone: () => void;
}

/** An inline form for a link's address (no `window.prompt`); only http(s) and mailto pass. */
export function LinkForm({ id, editor, selection, initialUrl, onDone }: LinkFormProps) {
  const { t } = useComponentTranslation();
  const [url, setUrl] = useState(initialUrl);
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = `${id}-url`;
  const errorId = `${id}-error`;

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const apply = () => {
    if (!isSafeLinkUrl(url)) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    restoreSelection(editor, selection);
    upsertLink(editor, url);
    onDone();
  };
  const remove = () => {
    restoreSelection(editor, selection);
    unwrapLink(editor);
    onDone();
  };
  const cancel = () => {
    restoreSelection(editor, selection);
    onDone();
  };

  return (
    <LinkRow id={id} role="group" aria-label={t('media.editor.link')}>
      <label htmlFor={inputId}>{t('media.editor.linkAddress')}</label>
      <Input
        ref={inputRef}
        id={inputId}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={url}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          setUrl(event.currentTarget.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          // Enter must not submit a host form around the editor.
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            cancel();
          }
        }}
      />
      <Button size="sm" onClick={apply}>
        {t('media.editor.applyLink')}
      </Button>
      {initialUrl ? (
        <Button size="sm" variant="secondary" onClick={remove}>
          {t('media.editor.removeLink')}
        </Button>
      ) : null}
      <Button size="sm" variant="tertiary" onClick={cancel}>
        {t('media.editor.cancel')}
      </Button>
      {invalid ? (
        <ErrorText id={errorId} role="alert">
          {t('media.editor.invalidLink')}
        </ErrorText>
      ) : null}
    </LinkRow>
  );
}
