import { describe, expect, it } from 'vitest';
import { createEditor, Editor } from 'slate';
import {
  ensureSelection,
  isMarkActive,
  toggleMark,
} from '../../../src/components/RichTextEditor/model/commands';

function editorWith(text: string) {
  const editor = createEditor();
  editor.children = [{ type: 'paragraph', children: [{ text }] } as never];
  return editor;
}

describe('toolbar commands without a selection', () => {
  it('ensureSelection puts the caret at the end of the document', () => {
    const editor = editorWith('Hello');
    expect(editor.selection).toBeNull();
    ensureSelection(editor);
    expect(editor.selection).toEqual({
      anchor: { path: [0, 0], offset: 5 },
      focus: { path: [0, 0], offset: 5 },
    });
  });

  it('keeps an existing selection', () => {
    const editor = editorWith('Hello');
    const start = Editor.start(editor, []);
    editor.selection = { anchor: start, focus: start };
    ensureSelection(editor);
    expect(editor.selection.anchor.offset).toBe(0);
  });

  it('a mark toggled after ensureSelection applies to what is typed next', () => {
    const editor = editorWith('');
    ensureSelection(editor);
    toggleMark(editor, 'bold');
    expect(isMarkActive(editor, 'bold')).toBe(true);
    editor.insertText('Hi');
    expect(editor.children).toEqual([
      { type: 'paragraph', children: [{ text: 'Hi', bold: true }] },
    ]);
  });
});
