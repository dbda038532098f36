import { SelectField } from '../../components/SelectField';
import type { Country } from '../../api/types';
import { useWizardTranslation } from '../internal/strings';

/**
 * The fixed country of the billing and seller address (India): the kit's read-only look, saying
 * why, its name in the reader's language (the record's name where no translation is shipped).
 */
export function CountryField({ country }: { country: Country }) {
  const { t } = useWizardTranslation();
  return (
    <SelectField
      label={t('wizard.fields.country')}
      value={country.id}
      options={[
        {
          value: country.id,
          label: t(`wizard.fields.countries.${country.id}`, { defaultValue: country.name }),
        },
      ]}
      readOnlyReason={t('wizard.fields.countryFixed')}
      onChange={() => undefined}
    />
  );
}
