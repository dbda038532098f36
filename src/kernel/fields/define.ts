/**
 * How a wizard resource's fields are written down: once each, with its rule (kind, length,
 * range, whether it is required and what is said when it is missing). The kit's yup schemas
 * (src/validation), the reference API's request schemas (examples/server/lib/schema.ts), the
 * wire types (src/kernel/types) and the length table (../formLimits.ts) are all built from these
 * definitions, so a field cannot mean one thing in the form and another on the server.
 *
 * Framework-free and type-only imports: the reference API loads this module as it is.
 */
import type { validationEn } from '../messages';
import type { RangeName } from '../rules';
import type { Id } from '../types/common';
import type { VariantDisplayType } from '../types/product';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A validation message by its place in src/kernel/messages.ts: 'seller.panRequired'. */
export type MessagePath = Leaves<typeof validationEn>;

/**
 * Who fills a field. Absent: a form edits it. `false`: the wire carries it but no form edits it
 * (a fixed or derived value, an id the adapter adds); its length need not have a message.
 */
interface Sent {
  form?: false;
}

/** Plain text on one line; `format` adds the e-mail, phone or link pattern. */
export interface TextDef extends Sent {
  kind: 'text';
  /** The longest text, in code points (a form field's limit has an 'at most N' message). */
  max: number;
  /** The message when it is missing; `true` for a required field no form edits. */
  required?: MessagePath | true;
  format?: 'email' | 'phone' | 'link';
  /** The message of a malformed e-mail address (the phone and link ones are common). */
  invalid?: MessagePath;
  /** A GSTIN: it begins with the GST state code of the province in this field. */
  gstinOf?: string;
  /** Required only while this flag field is on. */
  requiredWhen?: { field: string; message: MessagePath };
}

/** Rich text (the kit's editor's HTML); an editor left empty counts as empty. */
export interface RichTextDef extends Sent {
  kind: 'richText';
  max: number;
  required?: MessagePath;
}

/** A calendar day written yyyy-MM-dd, optional. */
export interface DayDef extends Sent {
  kind: 'day';
}

/** A date of birth: required, between 18 and 122½ years before today (src/kernel/dates.ts). */
export interface DobDef extends Sent {
  kind: 'dob';
  required: MessagePath;
  tooYoung: MessagePath;
  tooOld: MessagePath;
}

/** A number inside one of the rules' ranges (src/kernel/rules.ts). */
export interface NumberDef extends Sent {
  kind: 'number';
  range: RangeName;
  required?: MessagePath;
  outOfRange: MessagePath;
}

/** A record id (a chosen category, the company's id). */
export interface IdDef extends Sent {
  kind: 'id';
  required?: MessagePath | true;
}

/** The order of a category or banner: a whole number, required. */
export interface OrderDef extends Sent {
  kind: 'order';
  required: MessagePath;
}

/** A coded choice: the form holds the internal enum, the wire each flow's code (../codes.ts). */
export interface CodeDef extends Sent {
  kind: 'code';
  codes: 'businessType' | 'gender';
  required: MessagePath;
}

/** A yes/no; an empty one is false. `required`: the wire must carry it. */
export interface FlagDef extends Sent {
  kind: 'flag';
  required?: true;
}

/** An image: a chosen file on the form, its stored address on the wire. */
export interface ImageDef extends Sent {
  kind: 'image';
  max: number;
  required?: MessagePath;
  /** A save without one keeps the image on record: optional on the wire whatever the form says. */
  kept?: true;
}

/** A variant display type (0 Round … 3 Card), required while variants are on. */
export interface DisplayTypeDef extends Sent {
  kind: 'displayType';
  requiredWhen: { field: string; message: MessagePath };
}

export type FieldDef =
  | TextDef
  | RichTextDef
  | DayDef
  | DobDef
  | NumberDef
  | IdDef
  | OrderDef
  | CodeDef
  | FlagDef
  | ImageDef
  | DisplayTypeDef;

/** A resource's fields by their wire names. */
export type FieldDefs = Readonly<Record<string, FieldDef>>;

/** True when the wire must carry the field. */
export type IsRequired<D> = D extends { kind: 'image'; kept: true }
  ? false
  : D extends { kind: 'dob' | 'order' | 'code' }
    ? true
    : D extends { required: string | true }
      ? true
      : false;

/** True when the wire must carry the field (as `IsRequired` says of its type). */
export function isRequired(def: FieldDef): boolean {
  if (def.kind === 'image' && def.kept) return false;
  if (def.kind === 'dob' || def.kind === 'order' || def.kind === 'code') return true;
  return 'required' in def && def.required !== undefined;
}

/** What the wire carries for one field. */
export type WireValue<D> = D extends { kind: 'number' | 'order' | 'code' }
  ? number
  : D extends { kind: 'id' }
    ? Id
    : D extends { kind: 'flag' }
      ? boolean
      : D extends { kind: 'displayType' }
        ? VariantDisplayType
        : string;

type RequiredKeys<D> = { [K in keyof D]: IsRequired<D[K]> extends true ? K : never }[keyof D];
type OptionalKeys<D> = Exclude<keyof D, RequiredKeys<D>>;

/** An empty choice as a form hands it over ('' from a select, a checkbox), sent as null or false. */
type Empty<D> = D extends { kind: 'id' | 'flag' } ? '' : never;

/**
 * A request body's type from its definitions: required fields as their value, the others
 * optional and nullable (docs/behaviour.md, "Calls").
 */
export type WireOf<D> = Flat<
  { -readonly [K in RequiredKeys<D>]: WireValue<D[K]> } & {
    -readonly [K in OptionalKeys<D>]?: WireValue<D[K]> | null | Empty<D[K]>;
  }
>;

/** One object type of an intersection (as a reader and a type comparison see it). */
type Flat<T> = { [K in keyof T]: T[K] };

/** What a form hands the adapter of a resource: its form fields' wire values. */
export type FormOf<D> = WireOf<FormFields<D>>;

/** The part of a resource a form edits. */
export type FormFields<D> = {
  readonly [K in keyof D as D[K] extends { form: false } ? never : K]: D[K];
};

/** The fields a form edits, by wire name (what `toForm` and the schemas walk). */
export function formFields<D extends FieldDefs>(defs: D): FormFields<D> {
  return Object.fromEntries(
    Object.entries(defs).filter(([, def]) => def.form !== false),
  ) as unknown as FormFields<D>;
}

/** The text limits of a resource's form fields, by wire name, with their literal values. */
export type LimitsOf<D> = {
  readonly [
    K in keyof D as D[K] extends { max: number; form?: undefined } ? K : never
  ]: D[K] extends {
    max: infer M;
  }
    ? M
    : never;
};

/** The text limits of a resource's form fields, by wire name. */
export function limitsOf<D extends FieldDefs>(defs: D): LimitsOf<D> {
  return Object.fromEntries(
    Object.entries(defs).flatMap(([field, def]) =>
      'max' in def && def.form !== false ? [[field, def.max]] : [],
    ),
  ) as LimitsOf<D>;
}
