import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type FocusEventHandler,
  type Ref,
} from 'react';
import { isolate } from '../../kernel/format';
import { useComponentTranslation } from '../internal/strings';
import { Button } from '../Button/Button';
import type { FieldBaseProps } from '../Field/Field';
import { ErrorText, FieldRoot, Hint, Label } from '../Field/Field.styles';
import { RequiredMarker } from '../Field/FieldMessages';
import { useFieldA11y } from '../Field/useFieldA11y';
import { DangerIcon, UploadIcon } from '../common/icons';
import { mergeIds } from '../internal/mergeIds';
import { composeRefs } from '../common/composeRefs';
import { useControllableState } from '../common/useControllableState';
import { usePendingChecks } from '../forms/pendingChecks';
import { IMAGE_ACCEPT, formatBytes, rejectImage, type ImageRejection } from './imageFiles';
import {
  Controls,
  FileInput,
  Picker,
  PickerFace,
  Preview,
  PreviewCaption,
  PreviewImage,
  Status,
} from './ImageField.styles';

export interface ImageFieldProps extends FieldBaseProps {
  /** The chosen file (controlled); `null` for none. */
  value?: File | null;
  /** The file chosen at first when uncontrolled. @default null */
  defaultValue?: File | null;
  /** Called with the accepted file, or `null` when it is removed or a refused file was picked. */
  onChange?: (file: File | null) => void;
  /** Called when the file input loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The image already on record, shown until a new file is chosen. */
  existingUrl?: string | null;
  /** Alt text for `existingUrl`. @default the translation of 'Current image' */
  existingAlt?: string;
  /** Largest accepted file in bytes; larger files are refused with a translated message. */
  maxBytes?: number;
  /** Disables picking and removing. @default false */
  disabled?: boolean;
  /** The input's name (native forms). */
  name?: string;
  /** The input's id; generated when absent. */
  id?: string;
  /** Class for the field's root. */
  className?: string;
  /** Inline style for the field's root. */
  style?: CSSProperties;
  /** Forwarded to the file `<input>` (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled image picker for PNG, JPEG and WEBP. The declared type *and* the file's first bytes
 * must agree; anything else shows 'Only allowed PNG or JPG or WEBP', clears the input and reports
 * `null`. Shows a preview of the chosen file (its name and size in the reader's locale), or the
 * image on record. The picker is the kit's own translated button over the native input, which
 * stays focusable and labelled for keyboards and screen readers.
 *
 * @example
 * <Controller name="logo" control={control} render={({ field, fieldState }) => (
 *   <ImageField label="Upload Logo" existingUrl={logoUrl} error={fieldState.error?.message} {...field} />
 * )} />
 */
export function ImageField({
  label,
  hint,
  error,
  required = false,
  hideLabel = false,
  value,
  defaultValue = null,
  onChange,
  onBlur,
  existingUrl,
  existingAlt,
  maxBytes,
  disabled = false,
  name,
  id,
  className,
  style,
  ref,
}: ImageFieldProps) {
  const { t, i18n } = useComponentTranslation();
  const [file, setFile] = useControllableState<File | null>({ value, defaultValue, onChange });
  const [rejection, setRejection] = useState<ImageRejection | null>(null);
  const previewRef = useRef<HTMLImageElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const checkRun = useRef(0);
  // The pick being checked: the field is neither empty nor chosen until its bytes are read.
  const [checking, setChecking] = useState(false);
  const formChecks = usePendingChecks();
  const locale = i18n.language;

  const localError =
    rejection === 'type'
      ? t('media.imageType')
      : rejection === 'size' && maxBytes !== undefined
        ? t('media.tooLarge', { size: formatBytes(maxBytes, locale) })
        : null;
  const shownError = localError ?? (error ? t(error, { defaultValue: error }) : null);
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({
    id,
    hasHint: Boolean(hint),
    error: shownError ?? undefined,
  });
  const typesId = `${controlId}-types`;
  const statusId = `${controlId}-status`;

  // One object URL per chosen file, set on the preview directly (before paint, so no empty frame)
  // and revoked when the file changes or the field unmounts: the URL is a browser resource, not
  // React state.
  useLayoutEffect(() => {
    const img = previewRef.current;
    if (!file || !img) return undefined;
    const url = URL.createObjectURL(file);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // A host that resets the value (form reset) also empties the native input.
  useEffect(() => {
    if (file === null && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const setInput = composeRefs(inputRef, ref);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const picked = input.files?.[0];
    if (!picked) return;
    const run = ++checkRun.current;
    setChecking(true);
    let refused: ImageRejection | null;
    try {
      refused = await rejectImage(picked, maxBytes);
    } catch {
      // Unreadable (moved or deleted since it was picked): refused like any file that is no image.
      refused = 'type';
    }
    if (run !== checkRun.current) return; // a newer pick (or Remove) replaced this one
    setChecking(false);
    setRejection(refused);
    if (refused) {
      input.value = '';
      // Always reported, even when nothing was chosen before: the host learns the pick failed.
      if (file === null) onChange?.(null);
      else setFile(null);
      return;
    }
    setFile(picked);
  };

  const remove = () => {
    checkRun.current += 1;
    setChecking(false);
    setRejection(null);
    setFile(null);
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
  };

  return (
    <FieldRoot
      className={className}
      style={style}
      data-state={checking ? 'checking' : file ? 'chosen' : 'empty'}
    >
      <Label htmlFor={controlId} className={hideLabel ? 'sfo-visually-hidden' : undefined}>
        {label}
        {required ? <RequiredMarker /> : null}
      </Label>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {file ? (
        <Preview>
          <PreviewImage
            key={`chosen:${file.name}:${file.size}:${file.lastModified}`}
            ref={previewRef}
            alt={t('media.image.preview', { name: file.name })}
          />
          <PreviewCaption id={statusId}>
            {t('media.image.chosen', { name: file.name, size: formatBytes(file.size, locale) })}
          </PreviewCaption>
        </Preview>
      ) : existingUrl ? (
        <Preview>
          <PreviewImage
            key="existing"
            src={existingUrl}
            alt={existingAlt ?? t('media.image.current')}
          />
        </Preview>
      ) : null}
      <Controls>
        <Picker>
          <FileInput
            ref={setInput}
            type="file"
            accept={IMAGE_ACCEPT}
            name={name}
            disabled={disabled}
            // Native `required` would block a form that keeps the image already on record.
            required={required && !file && !existingUrl}
            onChange={(event) => {
              // The form around waits for the answer before it validates (a fast Next).
              const check = handleChange(event);
              formChecks?.track(check);
              void check;
            }}
            onBlur={onBlur}
            {...controlProps}
            aria-describedby={mergeIds(
              controlProps['aria-describedby'],
              file || !existingUrl ? statusId : undefined,
              typesId,
            )}
          />
          <PickerFace
            as="span"
            aria-hidden="true"
            $variant="secondary"
            $size="sm"
            $fullWidth={false}
          >
            <UploadIcon />
            {file || existingUrl ? t('media.image.replace') : t('media.image.choose')}
          </PickerFace>
        </Picker>
        {!file && !existingUrl ? <Status id={statusId}>{t('media.image.none')}</Status> : null}
        {file ? (
          <Button variant="tertiary" size="sm" onClick={remove} disabled={disabled}>
            {t('media.image.remove')}
          </Button>
        ) : null}
      </Controls>
      <Hint id={typesId}>
        {maxBytes !== undefined
          ? t('media.typesUpTo', { size: isolate(formatBytes(maxBytes, locale)) })
          : t('media.types')}
      </Hint>
      {shownError ? (
        // Announced at once only when the field refused a pick itself: a form's message (after a
        // submit) is said by the form's error summary and read with the field, never twice.
        <ErrorText id={errorId} role={localError ? 'alert' : undefined}>
          <DangerIcon />
          {shownError}
        </ErrorText>
      ) : null}
    </FieldRoot>
  );
}
