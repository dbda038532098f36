const en = {
  language: { en: 'English', hi: 'हिन्दी', ar: 'العربية' },
  direction: { ltr: 'Left to right', rtl: 'Right to left' },
  loading: 'Loading…',
  close: 'Close',
  required: 'required',
  optional: 'optional',
};

/** The common area in English (other locales: ./hi, ./ar, loaded on demand). */
export const common = en;
export type CommonStrings = typeof en;
