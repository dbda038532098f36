/**
 * Steps name their values as a reader would (`officePhone`); the shared schemas of
 * src/validation and the wire use the wire's names (`phone`), because the reference API
 * validates with them (docs/architecture.md, "Forms"). A step maps between the two with one
 * table, typed on both sides: every value names a field of the wire type `W`, so a misspelt wire
 * name does not compile. The form's fields, a record's prefill and the identity part of a payload
 * are all derived from that one table; only real transforms are written by hand.
 */
export type FieldMap<V, W> = { readonly [K in keyof V]-?: keyof W & string };

/** Any step's map, its wire type forgotten (what the helpers below need of it). */
type NameMap<V> = { readonly [K in keyof V]-?: string };

/** The form's fields from a step's values: `blank` for every value not given (or null). */
export function toFields<F extends object, V>(
  values: Partial<V> | undefined,
  map: NameMap<V>,
  blank: F,
): F {
  const fields: Record<string, unknown> = { ...(blank as Record<string, unknown>) };
  for (const [name, field] of Object.entries(map) as Array<[keyof V & string, string]>) {
    const value = values?.[name];
    if (value !== undefined && value !== null) fields[field] = value;
  }
  return fields as F;
}

/** A step's values from the form's fields. */
export function fromFields<V>(fields: object, map: NameMap<V>): V {
  const source = fields as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(map).map(([name, field]) => [name, source[field as string]]),
  ) as V;
}

/**
 * A step's starting values from a record with the wire's names: each value of `map` read from
 * its field through `read` (e.g. a missing text as ''); values that need more are set after it.
 *
 * @example
 * valuesFromRecord(record, BILLING_FIELDS, text); // { area: record.billing_area ?? '', … }
 */
export function valuesFromRecord<V, M extends NameMap<V>>(
  record: { readonly [K in M[keyof M]]?: unknown },
  map: M,
  read: (value: unknown) => unknown,
): Partial<V> {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(map).map(([name, field]) => [name, read(source[field as string])]),
  ) as Partial<V>;
}

/**
 * The identity part of a payload: each value of `map` under its wire name, as it is. The real
 * transforms (a stored image's address, a province's long name) are written after it by hand.
 *
 * @example
 * ({ ...wireFromValues(values, ABOUT_US_FIELDS), about_us_image_url: imageUrl })
 */
export function wireFromValues<V, M extends NameMap<V>>(
  values: V,
  map: M,
): { -readonly [K in keyof V as M[K]]: V[K] } {
  return Object.fromEntries(
    (Object.entries(map) as Array<[keyof V & string, string]>).map(([name, field]) => [
      field,
      values[name],
    ]),
  ) as { -readonly [K in keyof V as M[K]]: V[K] };
}

/** Every text of `payload` trimmed, a blank one as null (optional texts on the wire). */
export function blankAsNull<P extends object>(
  payload: P,
): { [K in keyof P]: P[K] extends string ? string | null : P[K] } {
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [
      name,
      typeof value === 'string' ? value.trim() || null : value,
    ]),
  ) as { [K in keyof P]: P[K] extends string ? string | null : P[K] };
}

/** What `register` gives a native date input: without the number-typed `min`/`max` options. */
export function dateInput<
  R extends { name: string; onChange: unknown; onBlur: unknown; ref: unknown },
>({ name, onChange, onBlur, ref }: R) {
  return { name, onChange, onBlur, ref } as Pick<R, 'name' | 'onChange' | 'onBlur' | 'ref'>;
}
