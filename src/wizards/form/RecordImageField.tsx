import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ImageField } from '../../components/ImageField';

export interface RecordImageFieldProps<F extends FieldValues> {
  control: Control<F>;
  name: Path<F>;
  label: string;
  /** The image on record (its URL), kept when no new file is chosen. */
  onRecord: string | null;
  required?: boolean;
  maxBytes?: number;
  error?: string;
}

/**
 * An image field whose value is a newly chosen file or, when none is chosen (or it is removed),
 * the URL of the image on record: the schemas accept either (docs/behaviour.md, "Validation").
 */
export function RecordImageField<F extends FieldValues>({
  control,
  name,
  label,
  onRecord,
  required = false,
  maxBytes,
  error,
}: RecordImageFieldProps<F>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <ImageField
          label={label}
          required={required}
          existingUrl={onRecord}
          maxBytes={maxBytes}
          value={(field.value as unknown) instanceof File ? (field.value as File) : null}
          onChange={(file) => field.onChange(file ?? onRecord ?? undefined)}
          onBlur={field.onBlur}
          ref={field.ref}
          // A chosen image answers 'Please Upload Logo' at once: the form revalidates a tick
          // later, and until then the stale message flashed (and was announced) over the new file.
          error={(field.value as unknown) instanceof File ? undefined : error}
        />
      )}
    />
  );
}

/** The URL of an image on record among a step's starting values, or null. */
export function recordUrl(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A chosen file or a stored URL as a step reports it; null for none. */
export function imageValue(value: unknown): Blob | string | null {
  return value instanceof Blob || (typeof value === 'string' && value !== '') ? value : null;
}
