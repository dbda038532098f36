/**
 * Steps name their values as a reader would (`officePhone`); the shared schemas of
 * src/validation use the wire's names (`phone`), because the reference API validates with them
 * (docs/architecture.md, "Forms"). A step maps between the two with one table.
 */
export type FieldMap<V> = { readonly [K in keyof V]-?: string };

/** The form's fields from a step's values: `blank` for every value not given (or null). */
export function toFields<F extends object, V>(
  values: Partial<V> | undefined,
  map: FieldMap<V>,
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
export function fromFields<V>(fields: object, map: FieldMap<V>): V {
  const source = fields as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(map).map(([name, field]) => [name, source[field as string]]),
  ) as V;
}

/** What `register` gives a native date input: without the number-typed `min`/`max` options. */
export function dateInput<
  R extends { name: string; onChange: unknown; onBlur: unknown; ref: unknown },
>({ name, onChange, onBlur, ref }: R) {
  return { name, onChange, onBlur, ref } as Pick<R, 'name' | 'onChange' | 'onBlur' | 'ref'>;
}
