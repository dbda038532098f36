import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from '../../../components/RichTextEditor';
import { useKitTranslation } from '../../../i18n/useKitTranslation';
import { EditorPlaceholder } from './LazyRichTextEditor.styles';

// Slate is the heaviest thing a step can show: the product step fetches it only when it renders
// (docs/architecture.md: a host downloads only what it uses).
const RichTextEditor = lazy(() =>
  import('../../../components/RichTextEditor').then((module) => ({
    default: module.RichTextEditor,
  })),
);

/** The kit's RichTextEditor, loaded on first render; a same-height placeholder meanwhile. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const { t } = useKitTranslation();
  return (
    <Suspense
      fallback={
        <EditorPlaceholder role="status" $height={props.height ?? 200}>
          {props.label ? <span>{props.label}</span> : null}
          <span>{t('seller.product.loadingEditor')}</span>
        </EditorPlaceholder>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
