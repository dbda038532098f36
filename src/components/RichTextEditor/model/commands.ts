import {
  Editor,
  Element,
  Range,
  Transforms,
  createEditor,
  type BaseEditor,
  type Descendant,
  type Node,
} from 'slate';
import { HistoryEditor } from 'slate-history';
import { isRichTextFont, isSafeLinkUrl, type RichTextFont } from '../../../kernel/fonts';
import {
  LIST_TYPES,
  elementType,
  elementUrl,
  type RichTextBlockFormat,
  type RichTextElement,
  type RichTextElementType,
  type RichTextLink,
  type RichTextList,
  type RichTextMark,
  type RichTextValue,
} from './types';

function isElementOf(node: Node, type: RichTextElementType): boolean {
  return !Editor.isEditor(node) && Element.isElement(node) && elementType(node) === type;
}

function isList(node: Node): boolean {
  if (Editor.isEditor(node) || !Element.isElement(node)) return false;
  const type = elementType(node);
  return type !== undefined && LIST_TYPES.includes(type);
}

/** The marks the next typed text gets (Slate's base types know no mark names, hence the record). */
function marksOf(editor: Editor): Readonly<Record<string, unknown>> {
  return Editor.marks(editor) ?? {};
}

export function isMarkActive(editor: Editor, mark: RichTextMark): boolean {
  return marksOf(editor)[mark] === true;
}

/**
 * A toolbar command needs somewhere to act: right after a click into the editor, the browser's
 * selection may not have reached Slate yet (or the editor was never focused). Act at the end.
 */
export function ensureSelection(editor: Editor): void {
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
}

export function toggleMark(editor: Editor, mark: RichTextMark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

export function isBlockActive(editor: Editor, format: RichTextElementType): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, selection),
    match: (n) => isElementOf(n, format),
  });
  return match !== undefined;
}

/** Heading or list on, or back to a paragraph when it is on already. */
export function toggleBlock(editor: Editor, format: RichTextBlockFormat): void {
  const active = isBlockActive(editor, format);
  const list = LIST_TYPES.includes(format);
  Transforms.unwrapNodes(editor, { match: isList, split: true });
  const type: RichTextElementType = active ? 'paragraph' : list ? 'list-item' : format;
  Transforms.setNodes<RichTextElement>(editor, { type });
  if (!active && list) {
    const wrapper: RichTextList = {
      type: format === 'numbered-list' ? 'numbered-list' : 'bulleted-list',
      children: [],
    };
    Transforms.wrapNodes(editor, wrapper);
  }
}

/** The link around the selection, if any. */
export function activeLinkUrl(editor: Editor): string | null {
  if (!editor.selection) return null;
  const [entry] = Editor.nodes(editor, { match: (n) => isElementOf(n, 'link') });
  if (!entry) return null;
  const [node] = entry;
  return Element.isElement(node) ? elementUrl(node) : null;
}

export function unwrapLink(editor: Editor): void {
  Transforms.unwrapNodes(editor, { match: (n) => isElementOf(n, 'link') });
}

/**
 * Links the selection (or inserts the address as linked text at a caret, or updates the link the
 * caret is in). Returns false, changing nothing, for anything but http(s) and mailto.
 */
export function upsertLink(editor: Editor, rawUrl: string): boolean {
  const url = rawUrl.trim();
  if (!isSafeLinkUrl(url)) return false;
  ensureSelection(editor);
  if (activeLinkUrl(editor) !== null) {
    Transforms.setNodes<RichTextLink>(editor, { url }, { match: (n) => isElementOf(n, 'link') });
    return true;
  }
  const collapsed = editor.selection !== null && Range.isCollapsed(editor.selection);
  const link: RichTextLink = { type: 'link', url, children: collapsed ? [{ text: url }] : [] };
  if (collapsed) {
    Transforms.insertNodes(editor, link);
  } else {
    Transforms.wrapNodes(editor, link, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
  return true;
}

export function currentFont(editor: Editor): RichTextFont | '' {
  const font = marksOf(editor).font;
  return isRichTextFont(font) ? font : '';
}

export function setFont(editor: Editor, font: RichTextFont | ''): void {
  if (font) Editor.addMark(editor, 'font', font);
  else Editor.removeMark(editor, 'font');
}

/** Key presses that toggle a mark (Ctrl or Cmd + B, I, U). */
export function markForHotkey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): RichTextMark | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  switch (event.key.toLowerCase()) {
    case 'b':
      return 'bold';
    case 'i':
      return 'italic';
    case 'u':
      return 'underline';
    default:
      return null;
  }
}

/**
 * The kit's editor behaviour: links are inline; Enter in an empty list item leaves the list,
 * Enter at the end of a heading starts a paragraph; Shift+Enter is a line break inside a block.
 */
export function withRichText<T extends BaseEditor>(editor: T): T {
  const { isInline, insertBreak } = editor;
  editor.isInline = (element) => elementType(element) === 'link' || isInline(element);
  editor.insertSoftBreak = () => editor.insertText('\n');
  editor.insertBreak = () => {
    const { selection } = editor;
    const entry =
      selection && Range.isCollapsed(selection)
        ? Editor.above(editor, {
            match: (n) => Element.isElement(n) && Editor.isBlock(editor, n) && !isList(n),
          })
        : undefined;
    if (entry) {
      const [block, path] = entry;
      const type = elementType(block);
      if (type === 'list-item' && Editor.string(editor, path) === '') {
        Transforms.unwrapNodes(editor, { match: isList, split: true });
        Transforms.setNodes<RichTextElement>(editor, { type: 'paragraph' });
        return;
      }
      if (
        (type === 'heading-one' || type === 'heading-two') &&
        selection &&
        Editor.isEnd(editor, selection.anchor, path)
      ) {
        insertBreak();
        Transforms.setNodes<RichTextElement>(editor, { type: 'paragraph' });
        return;
      }
    }
    insertBreak();
  };
  return editor;
}

/** Nodes as Slate would hold them after normalizing (text around links, merged runs). */
export function normalizeRichText(nodes: RichTextValue): Descendant[] {
  const scratch = withRichText(createEditor());
  scratch.children = nodes;
  Editor.normalize(scratch, { force: true });
  return scratch.children;
}

/** Swaps the whole document (a host changed `value`); not undoable, the caret is dropped. */
export function replaceDocument(editor: HistoryEditor, nodes: Descendant[]): void {
  HistoryEditor.withoutSaving(editor, () => {
    Editor.withoutNormalizing(editor, () => {
      Transforms.deselect(editor);
      for (let i = editor.children.length - 1; i >= 0; i -= 1) {
        Transforms.removeNodes(editor, { at: [i] });
      }
      Transforms.insertNodes(editor, nodes, { at: [0] });
    });
  });
}

/** Selects a saved range again if the document still has it. */
export function restoreSelection(editor: Editor, range: Range | null): void {
  if (
    range &&
    Editor.hasPath(editor, range.anchor.path) &&
    Editor.hasPath(editor, range.focus.path)
  ) {
    Transforms.select(editor, range);
  }
}
