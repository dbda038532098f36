import type { Ref, TextareaHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { Field, type FieldBaseProps, type ReadOnlyFieldProps } from '../Field/Field';
import { controlStyles } from '../internal/controlStyles';

const Control = styled.textarea`
  ${controlStyles}
  min-block-size: 5rem;
  resize: vertical;
`;

export interface TextAreaProps
  extends
    FieldBaseProps,
    ReadOnlyFieldProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  /** Visible lines of text. @default 4 */
  rows?: number;
  /** Forwarded to the `<textarea>` (so `{...register('description')}` works). */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line text input that grows vertically on request.
 *
 * @example
 * <TextArea label="Description" required {...register('description')} />
 */
export function TextArea({
  label,
  hint,
  readOnlyReason,
  error,
  required,
  hideLabel,
  id,
  className,
  style,
  rows = 4,
  ref,
  'aria-describedby': describedBy,
  ...textarea
}: TextAreaProps) {
  return (
    <Field
      label={label}
      hint={hint}
      readOnlyReason={readOnlyReason}
      error={error}
      required={required}
      hideLabel={hideLabel}
      id={id}
      describedBy={describedBy}
      className={className}
      style={style}
    >
      {(control) => (
        <Control
          ref={ref}
          rows={rows}
          {...textarea}
          readOnly={readOnlyReason !== undefined || textarea.readOnly}
          {...control}
        />
      )}
    </Field>
  );
}
