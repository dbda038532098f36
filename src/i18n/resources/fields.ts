const en = {
  showPassword: 'Show password',
  showPasswordFor: 'Show {{label}}',
  loading: 'Loading…',
  dismissAlert: 'Dismiss message',
  dismissNotification: 'Dismiss notification',
  clearSearch: 'Clear search',
};

/** The fields area in English (other locales: ./hi, ./ar, loaded on demand). */
export const fields = en;
export type FieldsStrings = typeof en;
