import { useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { ReactEditor, useSlateSelector } from 'slate-react';
import { useTheme } from 'styled-components';
import { useComponentTranslation } from '../../internal/strings';
import {
  activeLinkUrl,
  currentFont,
  isBlockActive,
  isMarkActive,
  setFont,
  toggleBlock,
  toggleMark,
  ensureSelection,
} from '../model/commands';
import {
  BoldIcon,
  BulletedListIcon,
  HeadingOneIcon,
  HeadingTwoIcon,
  ItalicIcon,
  LinkIcon,
  NumberedListIcon,
  UnderlineIcon,
} from './icons';
import { FONT_STACKS, RICH_TEXT_FONTS, isRichTextFont } from '../../../kernel/fonts';
import type { RichTextBlockFormat, RichTextMark } from '../model/types';
import { Separator, ToolButton, ToolbarRow } from '../RichTextEditor.styles';
import { SelectControl } from '../../SelectField/SelectControl';

export interface ToolbarProps {
  /** The editor the toolbar acts on. */
  editor: ReactEditor;
  /** The editing area's id (what the toolbar acts on). */
  editorId: string;
  /** Everything is disabled with the editor. */
  disabled: boolean;
  /** Whether the link form is showing. */
  linkOpen: boolean;
  /** The link form's id. */
  linkFormId: string;
  /** Opens or closes the link form. */
  onToggleLink: () => void;
}

const MARKS: Array<{
  mark: RichTextMark;
  key: 'bold' | 'italic' | 'underline';
  glyph: ReactNode;
  shortcut: string;
}> = [
  { mark: 'bold', key: 'bold', glyph: <BoldIcon />, shortcut: 'B' },
  { mark: 'italic', key: 'italic', glyph: <ItalicIcon />, shortcut: 'I' },
  { mark: 'underline', key: 'underline', glyph: <UnderlineIcon />, shortcut: 'U' },
];

const BLOCKS: Array<{
  format: RichTextBlockFormat;
  key: 'headingOne' | 'headingTwo' | 'bulletedList' | 'numberedList';
  glyph: ReactNode;
}> = [
  { format: 'heading-one', key: 'headingOne', glyph: <HeadingOneIcon /> },
  { format: 'heading-two', key: 'headingTwo', glyph: <HeadingTwoIcon /> },
  { format: 'bulleted-list', key: 'bulletedList', glyph: <BulletedListIcon /> },
  { format: 'numbered-list', key: 'numberedList', glyph: <NumberedListIcon /> },
];

/** The editor's toolbar: one tab stop, arrow keys between its controls (mirrored in RTL). */
export function Toolbar({
  editor,
  editorId,
  disabled,
  linkOpen,
  linkFormId,
  onToggleLink,
}: ToolbarProps) {
  const { t } = useComponentTranslation();
  const rtl = useTheme().direction === 'rtl';
  const rowRef = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const active = useSlateSelector(
    (e) => ({
      bold: isMarkActive(e, 'bold'),
      italic: isMarkActive(e, 'italic'),
      underline: isMarkActive(e, 'underline'),
      'heading-one': isBlockActive(e, 'heading-one'),
      'heading-two': isBlockActive(e, 'heading-two'),
      'bulleted-list': isBlockActive(e, 'bulleted-list'),
      'numbered-list': isBlockActive(e, 'numbered-list'),
      link: activeLinkUrl(e) !== null,
      font: currentFont(e),
    }),
    shallowEqual,
  );

  const items = () =>
    Array.from(rowRef.current?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const current = list.findIndex((el) => el === event.target);
    if (current < 0 || list.length === 0) return;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward) next = (current + 1) % list.length;
    else if (event.key === backward) next = (current - 1 + list.length) % list.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = list.length - 1;
    if (next === null) return;
    event.preventDefault();
    list[next]?.focus();
  };

  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = items().findIndex((el) => el === event.target);
    if (index >= 0) setFocusIndex(index);
  };

  // Toolbar actions return the caret to the text, so typing goes on where it was.
  const run = (action: () => void) => {
    ensureSelection(editor);
    action();
    ReactEditor.focus(editor);
  };
  const keepSelection = (event: { preventDefault: () => void }) => event.preventDefault();

  let index = 0;
  const roving = () => {
    const i = index++;
    return { 'data-toolbar-item': true, tabIndex: i === focusIndex ? 0 : -1 };
  };

  return (
    <ToolbarRow
      ref={rowRef}
      role="toolbar"
      aria-label={t('media.editor.toolbar')}
      aria-controls={editorId}
      onKeyDown={handleKeyDown}
      onFocus={handleFocus}
    >
      {MARKS.map(({ mark, key, glyph, shortcut }) => (
        <ToolButton
          key={mark}
          type="button"
          {...roving()}
          aria-label={t(`media.editor.${key}`)}
          title={t(`media.editor.${key}`)}
          aria-pressed={active[mark]}
          aria-keyshortcuts={`Control+${shortcut} Meta+${shortcut}`}
          disabled={disabled}
          onMouseDown={keepSelection}
          onClick={() => run(() => toggleMark(editor, mark))}
        >
          {glyph}
        </ToolButton>
      ))}
      <Separator aria-hidden="true" />
      {BLOCKS.map(({ format, key, glyph }) => (
        <ToolButton
          key={format}
          type="button"
          {...roving()}
          aria-label={t(`media.editor.${key}`)}
          title={t(`media.editor.${key}`)}
          aria-pressed={active[format]}
          disabled={disabled}
          onMouseDown={keepSelection}
          onClick={() => run(() => toggleBlock(editor, format))}
        >
          {glyph}
        </ToolButton>
      ))}
      <Separator aria-hidden="true" />
      <ToolButton
        type="button"
        {...roving()}
        aria-label={t('media.editor.link')}
        title={t('media.editor.link')}
        aria-pressed={active.link}
        aria-expanded={linkOpen}
        aria-controls={linkOpen ? linkFormId : undefined}
        disabled={disabled}
        onMouseDown={keepSelection}
        onClick={onToggleLink}
      >
        <LinkIcon />
      </ToolButton>
      <SelectControl
        style={{ maxInlineSize: '11rem' }}
        {...roving()}
        aria-label={t('media.editor.font')}
        value={active.font}
        disabled={disabled}
        onChange={(event) => {
          const font = event.currentTarget.value;
          run(() => setFont(editor, isRichTextFont(font) ? font : ''));
        }}
      >
        <option value="">{t('media.editor.defaultFont')}</option>
        {RICH_TEXT_FONTS.map((font) => (
          <option key={font} value={font} style={{ fontFamily: FONT_STACKS[font] }}>
            {font}
          </option>
        ))}
      </SelectControl>
    </ToolbarRow>
  );
}

function shallowEqual<T extends object>(a: T | null, b: T): boolean {
  if (!a) return false;
  return (Object.keys(b) as Array<keyof T>).every((key) => Object.is(a[key], b[key]));
}
