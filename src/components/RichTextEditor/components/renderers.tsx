import type { RenderElementProps, RenderLeafProps, RenderPlaceholderProps } from 'slate-react';
import { FONT_STACKS, isRichTextFont } from '../../../kernel/fonts';
import { elementType, elementUrl } from '../model/types';
import { Placeholder } from '../RichTextEditor.styles';

export function renderElement({ attributes, children, element }: RenderElementProps) {
  switch (elementType(element)) {
    case 'heading-one':
      return <h1 {...attributes}>{children}</h1>;
    case 'heading-two':
      return <h2 {...attributes}>{children}</h2>;
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      return (
        <a {...attributes} href={elementUrl(element)} rel="noopener noreferrer">
          {children}
        </a>
      );
    default:
      return <p {...attributes}>{children}</p>;
  }
}

export function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  // Slate's base text type knows no marks; read them as plain fields.
  const marks: Readonly<Record<string, unknown>> = { ...leaf };
  let content = children;
  if (marks.bold === true) content = <strong>{content}</strong>;
  if (marks.italic === true) content = <em>{content}</em>;
  if (marks.underline === true) content = <u>{content}</u>;
  const font = marks.font;
  return (
    <span
      {...attributes}
      style={isRichTextFont(font) ? { fontFamily: FONT_STACKS[font] } : undefined}
    >
      {content}
    </span>
  );
}

/** Slate dims its placeholder with opacity; the theme's muted colour keeps it readable (AA). */
export function renderPlaceholder({ attributes, children }: RenderPlaceholderProps) {
  return (
    <Placeholder {...attributes} style={{ ...attributes.style, opacity: 1 }}>
      {children}
    </Placeholder>
  );
}
