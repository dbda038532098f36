import {
  businessTypeCode,
  businessTypeFromCode,
  genderCode,
  genderFromCode,
  VARIANT_DISPLAY_TYPES,
  type CodeFlow,
} from '../../kernel/codes';
import {
  isRequired,
  type FieldDef,
  type FieldDefs,
  type IsRequired,
  type WireValue,
} from '../../kernel/fields/define';
import type { BusinessType, Gender, Id, VariantDisplayType } from '../../api/types';
import type { ImageValue } from '../../validation/fields';
import { numberValue, textValue } from './values';

/*
 * A step names its values as a reader would (`officePhone`); the wire, the schemas and the form
 * use the field's wire name (`phone`), whose rule is written once in src/kernel/fields. A step's
 * field map is its one table between the two (docs/architecture.md, "Forms"): from it and the
 * fields' definitions come the form's fields and back, the prefill from a record and the body of
 * the save, in both directions, so no step writes its mapping twice.
 */

/** A step value as the field's kind gives it (a required number is a number once valid). */
export type ValueOf<D> = D extends { kind: 'number' | 'code' | 'order' }
  ? IsRequired<D> extends true
    ? number
    : number | null
  : D extends { kind: 'id' }
    ? IsRequired<D> extends true
      ? Id
      : Id | null
    : D extends { kind: 'flag' }
      ? boolean
      : D extends { kind: 'image' }
        ? ImageValue | null
        : D extends { kind: 'displayType' }
          ? VariantDisplayType | null
          : string;

/** A step's values from its map `M` (reader name → wire name) over the definitions `D`. */
export type ValuesOf<D, M> = {
  -readonly [R in keyof M]: M[R] extends keyof D ? ValueOf<D[M[R]]> : never;
};

/** What a save sends of one field: required fields as their value, the others nullable. */
type BodyValue<D> = IsRequired<D> extends true ? WireValue<D> : WireValue<D> | null;

/** The body part of a step's values: every field under its wire name, images left to the save. */
export type WireOfMap<D, M> = {
  -readonly [
    R in keyof M as M[R] extends keyof D
      ? D[M[R]] extends { kind: 'image' }
        ? never
        : M[R]
      : never
  ]: M[R] extends keyof D ? BodyValue<D[M[R]]> : never;
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The map a step's values type `V` allows: each value named once, with a wire field whose kind
 * gives the value's type (a misspelt field, or one of another type, does not compile).
 */
export type MapFor<V, D> = {
  readonly [R in keyof V]-?: {
    [F in keyof D & string]: Same<V[R], ValueOf<D[F]>> extends true ? F : never;
  }[keyof D & string];
};

/** What a step's form needs of its map: the form's fields from its values and back. */
export interface FormMap<V> {
  toForm(
    values: Partial<V> | undefined,
    codes?: CodeFlow,
    defaults?: Record<string, unknown>,
  ): Record<string, unknown>;
  fromForm(fields: object, codes?: CodeFlow): V;
}

export interface FieldMap<V, D extends FieldDefs, M extends MapFor<V, D>> extends FormMap<V> {
  /** Reader name → wire name. */
  readonly names: M;
  /** The form's fields, by wire name, as a new form holds them. */
  readonly blank: Readonly<Record<M[keyof M], unknown>>;
  /**
   * The form's fields holding `values` (codes shown as the flow's choices); for the rest,
   * `defaults` (a setting's default) or `blank`.
   */
  toForm(
    values: Partial<V> | undefined,
    codes?: CodeFlow,
    defaults?: Record<string, unknown>,
  ): Record<M[keyof M], unknown>;
  /**
   * The step's values from the form's fields: texts as texts, numbers and ids parsed, choices as
   * the flow's codes, images as a chosen file or a stored address. A draft's keeps only what
   * parses of a required number, id or choice.
   */
  fromForm(fields: object, codes?: CodeFlow): V;
  /**
   * The save's body part of `values` (docs/behaviour.md, "Calls"): texts trimmed, blank optional
   * ones null; a value required only while its flag is on is null while it is off. Images are
   * the save's (uploaded first).
   */
  toWire(values: V): WireOfMap<D, M>;
  /** The values a record holds, as a step starts from them: what is missing or null left out. */
  fromWire(record: object | null | undefined): Partial<V>;
}

function blankOf(def: FieldDef): unknown {
  if (def.kind === 'flag') return false;
  if (def.kind === 'image') return undefined;
  if (def.kind === 'displayType') return null;
  return '';
}

const isDisplayType = (value: number | null): value is VariantDisplayType =>
  value !== null && (VARIANT_DISPLAY_TYPES as readonly number[]).includes(value);

/** A choice of the form (the internal enum) as the flow's code, or null. */
function codeOf(def: Extract<FieldDef, { kind: 'code' }>, value: unknown, codes: CodeFlow) {
  if (def.codes === 'gender') {
    return value === 'male' || value === 'female' || value === 'others'
      ? genderCode(codes, value as Gender)
      : null;
  }
  return value === 'individual' || value === 'organization'
    ? businessTypeCode(codes, value as BusinessType)
    : null;
}

/** A form field's value as the step reports it (null: nothing valid). */
function valueOf(def: FieldDef, field: unknown, codes: CodeFlow): unknown {
  switch (def.kind) {
    case 'number':
    case 'order':
    case 'id':
      return numberValue(field);
    case 'code':
      return codeOf(def, field, codes);
    case 'flag':
      return field === true;
    case 'image':
      return field instanceof Blob || (typeof field === 'string' && field !== '') ? field : null;
    case 'displayType': {
      const type = numberValue(field);
      return isDisplayType(type) ? type : null;
    }
    default:
      return textValue(field);
  }
}

/** A value as the form holds it (a code as the flow's choice). */
function fieldOf(def: FieldDef, value: unknown, codes: CodeFlow): unknown {
  if (def.kind !== 'code') return value;
  return def.codes === 'gender'
    ? genderFromCode(codes, value as number | null)
    : businessTypeFromCode(codes, value as number | null);
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** What the save sends of one value. */
function wireOf(
  def: FieldDef,
  value: unknown,
  values: Record<string, unknown>,
  flags: Record<string, string>,
) {
  const when = 'requiredWhen' in def ? def.requiredWhen : undefined;
  if (when && values[flags[when.field] ?? ''] !== true) return null;
  switch (def.kind) {
    case 'text':
    case 'day':
      return isRequired(def) ? trimmed(value) : trimmed(value) || null;
    case 'richText':
      // An editor's HTML as it is; an optional one left blank is null.
      return isRequired(def) ? textValue(value) : trimmed(value) || null;
    case 'dob':
      return trimmed(value);
    case 'flag':
      return value === true;
    default:
      return value ?? null;
  }
}

/**
 * A step's field map: its values named as a reader would, each bound to a field whose rule the
 * definitions `defs` hold. `V` is the step's values type, written out for the step's users; the
 * map must give exactly that type.
 *
 * @example
 * const BILLING = fieldMap<BillingValues>()(COMPANY_PAGE3, { area: 'billing_area', … });
 * BILLING.toWire(values); // { billing_area: 'Andheri', billing_region: null, … }
 * BILLING.fromWire(record); // { area: 'Andheri', … }
 */
export function fieldMap<V>() {
  return <const D extends FieldDefs, const M extends MapFor<V, D>>(
    defs: D,
    names: M,
  ): FieldMap<V, D, M> => {
    const entries = Object.entries(names as Record<string, string>).map(
      ([name, field]) => [name, field, defs[field] as FieldDef] as const,
    );
    // Reader names of the flags a value may depend on (`requiredWhen`), by wire name.
    const flags = Object.fromEntries(entries.map(([name, field]) => [field, name]));
    const blank = Object.fromEntries(entries.map(([, field, def]) => [field, blankOf(def)]));
    return {
      names,
      blank: blank as Record<M[keyof M], unknown>,
      toForm(values, codes = 'company', defaults = {}) {
        const fields: Record<string, unknown> = { ...blank, ...defaults };
        const given = (values ?? {}) as Record<string, unknown>;
        for (const [name, field, def] of entries) {
          const value = given[name];
          if (value === undefined || value === null) continue;
          const held = fieldOf(def, value, codes);
          if (held !== null) fields[field] = held;
        }
        return fields as Record<M[keyof M], unknown>;
      },
      fromForm(fields, codes = 'company') {
        const source = fields as Record<string, unknown>;
        const values: Record<string, unknown> = {};
        for (const [name, field, def] of entries) {
          const value = valueOf(def, source[field], codes);
          if (value === null && isRequired(def) && def.kind !== 'image') continue;
          values[name] = value;
        }
        return values as V;
      },
      toWire(values) {
        const given = values as Record<string, unknown>;
        const body: Record<string, unknown> = {};
        for (const [name, field, def] of entries) {
          if (def.kind === 'image') continue;
          body[field] = wireOf(def, given[name], given, flags);
        }
        return body as WireOfMap<D, M>;
      },
      fromWire(record) {
        const source = (record ?? {}) as Record<string, unknown>;
        const values: Record<string, unknown> = {};
        for (const [name, field] of entries) {
          const value = source[field];
          if (value !== undefined && value !== null) values[name] = value;
        }
        return values as Partial<V>;
      },
    };
  };
}

/** What `register` gives a native date input: without the number-typed `min`/`max` options. */
export function dateInput<
  R extends { name: string; onChange: unknown; onBlur: unknown; ref: unknown },
>({ name, onChange, onBlur, ref }: R) {
  return { name, onChange, onBlur, ref } as Pick<R, 'name' | 'onChange' | 'onBlur' | 'ref'>;
}
