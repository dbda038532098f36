import { lazy, Suspense } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { styled } from 'styled-components';
import type { RichTextEditorHeight, RichTextEditorProps } from '../../components/RichTextEditor';
import { useWizardTranslation } from '../internal/strings';

// Slate is the heaviest part of the kit: the wizards' entry stays small by loading the editor only
// when the About Us or Terms step is shown (docs/architecture.md, entries).
const RichTextEditor = lazy(() =>
  import('../../components/RichTextEditor').then((module) => ({
    default: module.RichTextEditor,
  })),
);

const Placeholder = styled.div<{ $height: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  & > [data-part='box'] {
    block-size: ${({ $height }) => `${$height + 48}px`};
    display: grid;
    place-items: center;
    border: 1px dashed ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * The rich-text editor, fetched on first use; its label and a loading note show meanwhile. The
 * fallback carries `data-kit-pending`: the mark of a part still being fetched, which the visual
 * tests wait out before a screenshot (docs/architecture.md, "Visual regression").
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const { t } = useWizardTranslation();
  const fallback = (
    <Placeholder $height={props.height ?? 200} data-kit-pending>
      <span>{props.label}</span>
      <div data-part="box" role="status">
        {t('wizard.frame.editorLoading')}
      </div>
    </Placeholder>
  );
  return (
    <Suspense fallback={fallback}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

export interface RichTextInputProps<F extends FieldValues> {
  control: Control<F>;
  name: Path<F>;
  label: string;
  height: RichTextEditorHeight;
  error?: string;
}

/**
 * A required rich-text field of a form step. The editor keeps its own document (it starts from
 * the form's value): feeding every reported value back while the user types would replace the
 * document under the caret.
 */
export function RichTextInput<F extends FieldValues>({
  control,
  name,
  label,
  height,
  error,
}: RichTextInputProps<F>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <LazyRichTextEditor
          label={label}
          required
          height={height}
          defaultValue={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}
