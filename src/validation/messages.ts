import { validationEn } from '../kernel/messages';

/** The validation messages in English: the tree the message keys are made from. */
export type ValidationEnglish = typeof validationEn;

/** The tree of message keys: `V.login.usernameRequired === 'validation.login.usernameRequired'`. */
export type MessageKeyTree<T, P extends string> = {
  readonly [K in keyof T & string]: T[K] extends string
    ? `${P}.${K}`
    : MessageKeyTree<T[K], `${P}.${K}`>;
};

/** Every validation message key (i18n namespace 'sfo'). */
export type ValidationMessageKey = MessageKeys<ValidationEnglish, 'validation'>;
/** Every leaf key of a message tree, as `prefix.group.name`. */
export type MessageKeys<T, P extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${P}.${K}` : MessageKeys<T[K], `${P}.${K}`>;
}[keyof T & string];

type Tree = { [key: string]: string | Tree };

function keyTree(tree: Tree, prefix: string): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([name, value]) => [
      name,
      typeof value === 'string' ? `${prefix}.${name}` : keyTree(value, `${prefix}.${name}`),
    ]),
  );
}

function flatten(tree: Tree, prefix: string, into: Record<string, string>): Record<string, string> {
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === 'string') into[`${prefix}.${name}`] = value;
    else flatten(value, `${prefix}.${name}`, into);
  }
  return into;
}

/**
 * The message keys the schemas use, built from the English resources (so a key cannot exist in a
 * schema without its text). Translate with the kit's `t`: `t(error.message)`.
 */
export const V = keyTree(validationEn, 'validation') as MessageKeyTree<
  ValidationEnglish,
  'validation'
>;

/** Every validation key with its English text (the product's wording, docs/behaviour.md, "Validation"). */
export const validationMessages = flatten(validationEn, 'validation', {}) as Record<
  ValidationMessageKey,
  string
>;

/** True when `value` is one of the validation message keys. */
export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return (
    typeof value === 'string' && Object.prototype.hasOwnProperty.call(validationMessages, value)
  );
}
