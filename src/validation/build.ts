import { object } from 'yup';
import { BUSINESS_TYPES, GENDERS } from '../kernel/codes';
import {
  formFields,
  type FieldDef,
  type FieldDefs,
  type FormFields,
  type MessagePath,
} from '../kernel/fields/define';
import { gstinMatchesProvince } from '../kernel/gstin';
import { RANGES, type TextLimit } from '../kernel/rules';
import type { BusinessType, Gender } from '../kernel/types/company';
import {
  dateOfBirth,
  displayTypeWhen,
  flag,
  optionalDay,
  optionalEmail,
  optionalId,
  optionalImage,
  optionalLink,
  optionalNumber,
  optionalPhone,
  optionalRichText,
  optionalText,
  orderId,
  requiredChoice,
  requiredEmail,
  requiredId,
  requiredImage,
  requiredNumber,
  requiredPhone,
  requiredRichText,
  requiredText,
  textWhen,
  type SchemaOptions,
} from './fields';

/*
 * The kit's yup schemas, built from the fields' definitions (src/kernel/fields): one rule a
 * kind, the message the definition names. The reference API builds its request schemas from the
 * same definitions (examples/server/lib/schema.ts).
 */

/** A message key of the definition's message path. */
const key = (path: MessagePath) => `validation.${path}`;

type Req<D> = D extends { required: string } ? true : false;

/** The yup schema of one field's definition. */
export type SchemaOfField<D> = D extends { kind: 'text'; requiredWhen: object }
  ? ReturnType<typeof textWhen>
  : D extends { kind: 'text'; format: 'email' }
    ? Req<D> extends true
      ? ReturnType<typeof requiredEmail>
      : ReturnType<typeof optionalEmail>
    : D extends { kind: 'text'; format: 'phone' }
      ? Req<D> extends true
        ? ReturnType<typeof requiredPhone>
        : ReturnType<typeof optionalPhone>
      : D extends { kind: 'text'; format: 'link' }
        ? ReturnType<typeof optionalLink>
        : D extends { kind: 'text' }
          ? Req<D> extends true
            ? ReturnType<typeof requiredText>
            : ReturnType<typeof optionalText>
          : D extends { kind: 'richText' }
            ? Req<D> extends true
              ? ReturnType<typeof requiredRichText>
              : ReturnType<typeof optionalRichText>
            : D extends { kind: 'day' }
              ? ReturnType<typeof optionalDay>
              : D extends { kind: 'dob' }
                ? ReturnType<typeof dateOfBirth>
                : D extends { kind: 'number' }
                  ? Req<D> extends true
                    ? ReturnType<typeof requiredNumber>
                    : ReturnType<typeof optionalNumber>
                  : D extends { kind: 'id' }
                    ? Req<D> extends true
                      ? ReturnType<typeof requiredId>
                      : ReturnType<typeof optionalId>
                    : D extends { kind: 'order' }
                      ? ReturnType<typeof orderId>
                      : D extends { kind: 'code'; codes: 'gender' }
                        ? ReturnType<typeof requiredChoice<Gender>>
                        : D extends { kind: 'code' }
                          ? ReturnType<typeof requiredChoice<BusinessType>>
                          : D extends { kind: 'flag' }
                            ? ReturnType<typeof flag>
                            : D extends { kind: 'image' }
                              ? Req<D> extends true
                                ? ReturnType<typeof requiredImage>
                                : ReturnType<typeof optionalImage>
                              : D extends { kind: 'displayType' }
                                ? ReturnType<typeof displayTypeWhen>
                                : never;

/** The yup fields of the form fields of `defs`, by wire name. */
export type SchemaFields<D> = { -readonly [K in keyof FormFields<D>]: SchemaOfField<D[K]> };

/** A definition's text limit (a form field's, which has a message: ../kernel/formLimits.ts). */
const limit = (max: number) => max as TextLimit;

/** The message of a required field, or undefined for an optional one. */
const requiredMessage = (def: { required?: MessagePath | true }) =>
  typeof def.required === 'string' ? key(def.required) : undefined;

function textSchema(def: Extract<FieldDef, { kind: 'text' }>) {
  const max = limit(def.max);
  const required = requiredMessage(def);
  if (def.requiredWhen) {
    return textWhen(max, def.requiredWhen.field, key(def.requiredWhen.message));
  }
  const invalid = def.invalid ? key(def.invalid) : '';
  const schema =
    def.format === 'email'
      ? required
        ? requiredEmail(required, invalid, max)
        : optionalEmail(invalid, max)
      : def.format === 'phone'
        ? required
          ? requiredPhone(required, max)
          : optionalPhone(max)
        : def.format === 'link'
          ? optionalLink(max)
          : required
            ? requiredText(required, max)
            : optionalText(max);
  const province = def.gstinOf;
  if (!province) return schema;
  return schema.test('gstin-province', key('gstin.provinceMismatch'), function gstinFits(value) {
    return gstinMatchesProvince(value, (this.parent as Record<string, unknown>)[province]);
  });
}

/** The yup schema of one field's definition. */
function fieldSchema(def: FieldDef, options: SchemaOptions) {
  const required = requiredMessage(def as { required?: MessagePath | true });
  switch (def.kind) {
    case 'text':
      return textSchema(def);
    case 'richText':
      return required
        ? requiredRichText(required, limit(def.max))
        : optionalRichText(limit(def.max));
    case 'day':
      return optionalDay();
    case 'dob':
      return dateOfBirth(
        { required: key(def.required), tooYoung: key(def.tooYoung), tooOld: key(def.tooOld) },
        options,
      );
    case 'number':
      return required
        ? requiredNumber(required, RANGES[def.range], key(def.outOfRange))
        : optionalNumber(RANGES[def.range], key(def.outOfRange));
    case 'id':
      return required ? requiredId(required) : optionalId();
    case 'order':
      return orderId(key(def.required));
    case 'code':
      return requiredChoice<string>(
        def.codes === 'gender' ? GENDERS : BUSINESS_TYPES,
        key(def.required),
      );
    case 'flag':
      return flag();
    case 'image':
      return required ? requiredImage(required, limit(def.max)) : optionalImage(limit(def.max));
    case 'displayType':
      return displayTypeWhen(def.requiredWhen.field, key(def.requiredWhen.message));
  }
}

/** The yup fields of what a form edits of `defs`, each by its definition. */
export function schemaFields<const D extends FieldDefs>(
  defs: D,
  options: SchemaOptions = {},
): SchemaFields<D> {
  return Object.fromEntries(
    Object.entries(formFields(defs)).map(([field, def]) => [
      field,
      fieldSchema(def as FieldDef, options),
    ]),
  ) as SchemaFields<D>;
}

/** A form's schema: what it edits of `defs`. */
export const schemaOf = <const D extends FieldDefs>(defs: D, options: SchemaOptions = {}) =>
  object(schemaFields(defs, options));
