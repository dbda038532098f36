import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { createEditor, type Descendant, type Range } from 'slate';
import { withHistory } from 'slate-history';
import { ReactEditor, Slate, withReact } from 'slate-react';
import { useComponentTranslation } from '../internal/strings';
import type { FieldBaseProps } from '../Field/Field';
import { FieldRoot, Label } from '../Field/Field.styles';
import { FieldMessages, RequiredMarker } from '../Field/FieldMessages';
import { useFieldA11y } from '../Field/useFieldA11y';
import { LinkForm } from './components/LinkForm';
import { renderElement, renderLeaf, renderPlaceholder } from './components/renderers';
import { Toolbar } from './components/Toolbar';
import {
  activeLinkUrl,
  markForHotkey,
  normalizeRichText,
  replaceDocument,
  toggleMark,
  withRichText,
} from './model/commands';
import { deserializeRichText, serializeRichText } from './model/serialize';
import { EditableArea, Frame } from './RichTextEditor.styles';

/** The editing heights of docs/behaviour.md, "Constants". */
export type RichTextEditorHeight = 200 | 300 | 400;

export interface RichTextEditorProps extends Partial<Omit<FieldBaseProps, 'hint'>> {
  /** Help text under the editor, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Accessible name when there is no visible `label`. @default the translation of 'Rich text editor' */
  'aria-label'?: string;
  /** The document as HTML (controlled): a new value replaces the document unless it is what the editor last reported. */
  value?: string;
  /** The starting HTML when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the document as HTML after each edit ('' when empty); never on mount. */
  onChange?: (html: string) => void;
  /** Called when the editing area loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  /** Height of the editing area in px; longer text scrolls. @default 200 */
  height?: RichTextEditorHeight;
  /** Shown while the document is empty. */
  placeholder?: string;
  /** Read-only, with the toolbar disabled. @default false */
  disabled?: boolean;
  /** The editing area's id; generated when absent. */
  id?: string;
  /** Class for the field's root. */
  className?: string;
  /** Inline style for the field's root. */
  style?: CSSProperties;
  /** Forwarded to the editing area (a contenteditable `div` with role textbox). */
  ref?: Ref<HTMLDivElement>;
}

function createRichEditor() {
  return withRichText(withHistory(withReact(createEditor())));
}

/**
 * A rich-text field on Slate: bold, italic, underline (Ctrl/Cmd+B/I/U), two heading levels,
 * bulleted and numbered lists, links (http(s) and mailto only, Ctrl/Cmd+K) and four font
 * families. Its value is HTML: text is escaped on the way out and stored HTML is sanitized on
 * the way in, so scripts, event handlers and `javascript:` links never survive.
 *
 * @example
 * <Controller name="about_us_text" control={control} render={({ field, fieldState }) => (
 *   <RichTextEditor label="About Us" height={300} error={fieldState.error?.message} {...field} />
 * )} />
 */
export function RichTextEditor({
  label,
  hint,
  error,
  required = false,
  hideLabel = false,
  'aria-label': ariaLabel,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  height = 200,
  placeholder,
  disabled = false,
  id,
  className,
  style,
  ref,
}: RichTextEditorProps) {
  const { t } = useComponentTranslation();
  const [editor] = useState(createRichEditor);
  const [initial] = useState<{ nodes: Descendant[]; html: string }>(() => {
    const nodes = normalizeRichText(deserializeRichText(value ?? defaultValue));
    return { nodes, html: serializeRichText(nodes) };
  });
  // The HTML the document currently serializes to, as last reported or loaded.
  const lastHtml = useRef(initial.html);
  const [link, setLink] = useState<{ selection: Range | null; url: string } | null>(null);
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({
    id,
    hasHint: Boolean(hint),
    error,
    required,
  });
  const labelId = `${controlId}-label`;
  const linkFormId = `${controlId}-link`;

  // A host's new value replaces the document, unless it is the document already. A controlled
  // host hands back what the editor just reported on every keystroke: that needs no parsing and
  // sanitizing of the whole document again.
  useEffect(() => {
    if (value === undefined || value === lastHtml.current) return;
    const nodes = normalizeRichText(deserializeRichText(value));
    const html = serializeRichText(nodes);
    if (html === lastHtml.current) return;
    lastHtml.current = html;
    replaceDocument(editor, nodes);
  }, [editor, value]);

  const handleValueChange = (nodes: Descendant[]) => {
    const html = serializeRichText(nodes);
    if (html === lastHtml.current) return;
    lastHtml.current = html;
    onChange?.(html);
  };

  const openLink = () => setLink({ selection: editor.selection, url: activeLinkUrl(editor) ?? '' });
  const toggleLink = () => (link ? setLink(null) : openLink());
  const closeLink = () => {
    setLink(null);
    ReactEditor.focus(editor);
  };

  // Slate treats a blur handler's return value as "handled": react-hook-form's `field.onBlur`
  // returns a promise, which kept Slate believing the editor focused after Tab left it; its next
  // render then pulled the caret (and the reader's typing) back into the editor. Return nothing.
  const handleBlur = () => {
    onBlur?.();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const mark = markForHotkey(event);
    if (mark) {
      event.preventDefault();
      toggleMark(editor, mark);
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openLink();
    }
  };

  return (
    <FieldRoot className={className} style={style} data-disabled={disabled || undefined}>
      {label ? (
        <Label as="span" id={labelId} className={hideLabel ? 'sfo-visually-hidden' : undefined}>
          {label}
          {required ? <RequiredMarker /> : null}
        </Label>
      ) : null}
      <Slate editor={editor} initialValue={initial.nodes} onValueChange={handleValueChange}>
        <Frame $invalid={Boolean(error)} $disabled={disabled}>
          <Toolbar
            editor={editor}
            editorId={controlId}
            disabled={disabled}
            linkOpen={link !== null}
            linkFormId={linkFormId}
            onToggleLink={toggleLink}
          />
          {link ? (
            <LinkForm
              id={linkFormId}
              editor={editor}
              selection={link.selection}
              initialUrl={link.url}
              onDone={closeLink}
            />
          ) : null}
          <EditableArea
            ref={ref}
            {...controlProps}
            role="textbox"
            aria-multiline="true"
            aria-labelledby={label ? labelId : undefined}
            aria-label={label ? undefined : (ariaLabel ?? t('media.editor.label'))}
            aria-readonly={disabled || undefined}
            aria-disabled={disabled || undefined}
            readOnly={disabled}
            placeholder={placeholder}
            renderElement={renderElement}
            renderLeaf={renderLeaf}
            renderPlaceholder={renderPlaceholder}
            onKeyDown={handleKeyDown}
            onBlur={handleBlur}
            spellCheck
            $height={height}
          />
        </Frame>
      </Slate>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldRoot>
  );
}
