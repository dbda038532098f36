import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type DragEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useComponentTranslation } from '../internal/strings';
import { formatNumber, isolate } from '../../kernel/format';
import { Button } from '../Button/Button';
import { ErrorText, FieldRoot, Hint, Label } from '../Field/Field.styles';
import { RequiredMarker } from '../Field/FieldMessages';
import {
  formatBytes,
  IMAGE_ACCEPT,
  rejectImage,
  type ImageRejection,
} from '../ImageField/imageFiles';
import { CloseIcon, DangerIcon, UploadIcon } from '../common/icons';
import { mergeIds } from '../internal/mergeIds';
import { useControllableState } from '../common/useControllableState';
import {
  FileItem,
  FileList,
  FileName,
  FileSize,
  Instructions,
  Rejected,
  RejectedTitle,
  Zone,
  ZoneIcon,
} from './Dropzone.styles';

export interface DropzoneProps {
  /** The visible label (host content, not translated by the kit). */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** The accepted files (controlled). */
  value?: File[];
  /** The files accepted at first when uncontrolled. @default [] */
  defaultValue?: File[];
  /** Called with the whole list of accepted files after an add or a removal. */
  onChange?: (files: File[]) => void;
  /** How many files the list may hold (docs/behaviour.md, "Constants": 5). @default 5 */
  maxFiles?: number;
  /** Largest accepted file in bytes. */
  maxBytes?: number;
  /** Error from a form: an i18n key or plain text. */
  error?: string;
  /** Shows the required marker. @default false */
  required?: boolean;
  /** Disables adding and removing. @default false */
  disabled?: boolean;
  /** The file input's name (native forms). */
  name?: string;
  /** Class for the root. */
  className?: string;
  /** Inline style for the root. */
  style?: CSSProperties;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

interface Refusal {
  file: File;
  reason: ImageRejection | 'count';
}

/**
 * Drop images here or pick them with a real button: up to `maxFiles` PNG, JPEG or WEBP files,
 * each checked by type and bytes. Refused files are listed with the reason; accepted ones can be
 * removed one by one.
 *
 * @example
 * <Dropzone label="Gallery images" value={files} onChange={setFiles} />
 */
export function Dropzone({
  label,
  hint,
  value,
  defaultValue = [],
  onChange,
  maxFiles = 5,
  maxBytes,
  error,
  required = false,
  disabled = false,
  name,
  className,
  style,
  ref,
}: DropzoneProps) {
  const { t, i18n } = useComponentTranslation();
  const locale = i18n.language;
  const [files, setFiles] = useControllableState<File[]>({ value, defaultValue, onChange });
  const [refused, setRefused] = useState<Refusal[]>([]);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = `sfo-dropzone${useId().replace(/:/g, '')}`;
  const ids = {
    input: `${id}-input`,
    label: `${id}-label`,
    instructions: `${id}-instructions`,
    limits: `${id}-limits`,
    hint: `${id}-hint`,
    error: `${id}-error`,
  };
  const max = formatNumber(maxFiles, locale);

  const add = async (picked: File[]) => {
    if (disabled || picked.length === 0) return;
    const reasons = await Promise.all(picked.map((file) => rejectImage(file, maxBytes)));
    // Counted against the latest list: another drop may have landed while these were checked.
    const refusals: Refusal[] = [];
    setFiles((previous) => {
      const next = [...previous];
      picked.forEach((file, i) => {
        const reason = reasons[i] ?? null;
        if (reason) refusals.push({ file, reason });
        else if (next.length >= maxFiles) refusals.push({ file, reason: 'count' });
        else next.push(file);
      });
      return next.length === previous.length ? previous : next;
    });
    setRefused(refusals);
  };

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const picked = Array.from(input.files ?? []);
    // Emptied so picking the same file again after removing it fires a change.
    input.value = '';
    void add(picked);
  };

  const dragProps = {
    onDragEnter: (event: DragEvent) => {
      event.preventDefault();
      dragDepth.current += 1;
      if (!disabled) setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    },
    onDragLeave: () => {
      dragDepth.current = Math.max(0, dragDepth.current - 1);
      if (dragDepth.current === 0) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      dragDepth.current = 0;
      setDragging(false);
      void add(Array.from(event.dataTransfer.files));
    },
  };

  const remove = (file: File) => {
    setFiles((previous) => previous.filter((f) => f !== file));
    buttonRef.current?.focus();
  };

  const reasonText = (reason: Refusal['reason']) =>
    reason === 'type'
      ? t('media.imageType')
      : reason === 'count'
        ? t('media.dropzone.tooMany', { max })
        : t('media.tooLarge', { size: formatBytes(maxBytes ?? 0, locale) });

  return (
    <FieldRoot
      ref={ref}
      className={className}
      style={style}
      data-state={dragging ? 'dragging' : 'idle'}
    >
      <Label id={ids.label} htmlFor={ids.input}>
        {label}
        {required ? <RequiredMarker /> : null}
      </Label>
      {hint ? <Hint id={ids.hint}>{hint}</Hint> : null}
      <Zone
        role="group"
        aria-labelledby={ids.label}
        aria-describedby={mergeIds(
          ids.instructions,
          ids.limits,
          Boolean(hint) && ids.hint,
          Boolean(error) && ids.error,
        )}
        // ARIA has no invalid state for a group: this mark lets focusFirstInvalid reach its button.
        data-invalid={error ? true : undefined}
        $active={dragging}
        $invalid={Boolean(error)}
        $disabled={disabled}
        {...dragProps}
      >
        <ZoneIcon>
          <UploadIcon />
        </ZoneIcon>
        <Instructions id={ids.instructions}>
          {dragging ? t('media.dropzone.dropNow') : t('media.dropzone.instructions')}
        </Instructions>
        <Button
          ref={buttonRef}
          variant="secondary"
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
        >
          {t('media.dropzone.choose')}
        </Button>
        <Hint id={ids.limits}>
          {t('media.dropzone.limits', { max })}
          {maxBytes !== undefined
            ? ` · ${t('media.upTo', { size: isolate(formatBytes(maxBytes, locale)) })}`
            : null}
        </Hint>
        {/* The picker itself; the button above opens it, so it stays out of the tab order. */}
        <input
          ref={inputRef}
          id={ids.input}
          type="file"
          name={name}
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          tabIndex={-1}
          disabled={disabled}
          onChange={handlePick}
        />
      </Zone>
      {files.length > 0 ? (
        <FileList aria-label={t('media.dropzone.accepted')}>
          {files.map((file, i) => (
            <FileItem key={`${file.name}-${file.size}-${file.lastModified}-${i}`}>
              <FileName>
                {file.name}
                <FileSize>{formatBytes(file.size, locale)}</FileSize>
              </FileName>
              <Button
                variant="tertiary"
                size="sm"
                disabled={disabled}
                aria-label={t('media.dropzone.remove', { name: file.name })}
                onClick={() => remove(file)}
              >
                <CloseIcon />
              </Button>
            </FileItem>
          ))}
        </FileList>
      ) : null}
      {refused.length > 0 ? (
        <Rejected role="alert">
          <RejectedTitle>{t('media.dropzone.rejected')}</RejectedTitle>
          <ul>
            {refused.map(({ file, reason }, i) => (
              <li key={`${file.name}-${i}`}>
                {file.name}: {reasonText(reason)}
              </li>
            ))}
          </ul>
        </Rejected>
      ) : null}
      {error ? (
        <ErrorText id={ids.error} role="alert">
          <DangerIcon />
          {t(error, { defaultValue: error })}
        </ErrorText>
      ) : null}
    </FieldRoot>
  );
}
