import type { ChangeEvent } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { Id } from '../../../api/types';

/** A select's value as a record id; '' (nothing chosen) is null. */
export function toId(value: string): Id | null {
  if (value.trim() === '') return null;
  const id = Number(value);
  return Number.isFinite(id) ? id : null;
}

/**
 * Registers a parent select of a cascade (level 1 → level 2 → level 3, docs/behaviour.md, "States and transitions"):
 * choosing another parent empties the dependent selects and reports the new parent, so the host
 * loads the options that belong to it.
 */
export function registerParent<V extends FieldValues>(
  form: UseFormReturn<V, unknown, V>,
  field: Path<V>,
  dependents: readonly Path<V>[],
  onParentChange: ((id: Id | null) => void) | undefined,
) {
  return form.register(field, {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      for (const dependent of dependents) {
        form.setValue(dependent, '' as PathValue<V, Path<V>>);
      }
      onParentChange?.(toId(event.target.value));
    },
  });
}

/**
 * A dependent select of a cascade (Category 2 and 3, Level2 Category of a Level3): disabled, saying
 * which parent to choose, until its parent has a value; then busy while its options load, and
 * saying so when the parent has none. The same behaviour as Add Product's category selects.
 */
export function childSelect(
  t: TFunction,
  parentValue: unknown,
  parentLabel: string,
  loading: boolean,
  options: readonly { value: string | number; label: string }[],
) {
  const chosen = typeof parentValue === 'number' || toId(String(parentValue ?? '')) !== null;
  return {
    options,
    disabled: !chosen,
    'aria-busy': (chosen && loading) || undefined,
    hint: !chosen
      ? t('catalog.chooseFirst', { parent: parentLabel })
      : loading
        ? t('catalog.loadingOptions')
        : options.length === 0
          ? t('catalog.noOptions')
          : undefined,
  };
}
