/** The shape of a translation tree: every other locale must give every key English has. */
export type TranslationShape<T> = {
  [K in keyof T]: T[K] extends string ? string : TranslationShape<T[K]>;
};

/** One area's resources in the three shipped locales. */
export interface AreaResources<T> {
  en: T;
  hi: TranslationShape<T>;
  ar: TranslationShape<T>;
}
