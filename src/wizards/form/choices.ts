import type { TFunction } from 'i18next';

/** Individual / Organization, as the internal enum (each flow maps it to its codes). */
export function businessTypeOptions(t: TFunction) {
  return [
    { value: 'individual', label: t('wizard.fields.individual') },
    { value: 'organization', label: t('wizard.fields.organization') },
  ];
}

/** Male / Female / Others, as the internal enum (docs/behaviour.md, "Entities"). */
export function genderOptions(t: TFunction) {
  return [
    { value: 'male', label: t('wizard.fields.male') },
    { value: 'female', label: t('wizard.fields.female') },
    { value: 'others', label: t('wizard.fields.others') },
  ];
}
