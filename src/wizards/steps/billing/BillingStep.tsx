import { useMemo } from 'react';
import { FormSection } from '../../../components/FormSection';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useWizardTranslation } from '../../internal/strings';
import type { Country, Province } from '../../../api/types';
import {
  createBillingSchema,
  type BillingValues as BillingFields,
} from '../../../validation/company';
import { DEFAULT_COUNTRY, provinceOptions } from '../country';
import { COMPANY_PAGE3 } from '../../../kernel/fields/company';
import { fieldMap } from '../../form/fieldMap';
import { StepForm } from '../../form/StepForm';
import { useStepForm, type FormStepProps } from '../../form/useStepForm';
import { CountryField } from '../../form/CountryField';

/** Step 3's values (docs/behaviour.md, "Screens and routes"), named as a reader would. */
export interface BillingValues {
  gstinNumber: string;
  addressLine1: string;
  addressLine2: string;
  streetNo: string;
  streetName: string;
  area: string;
  region: string;
  zip: string;
  /** The province's short name. */
  province: string;
}

/** The step's values and the billing fields they are (src/kernel/fields/company.ts). */
export const BILLING_FIELDS = fieldMap<BillingValues>()(COMPANY_PAGE3, {
  gstinNumber: 'gstin_number',
  addressLine1: 'billing_addressline1',
  addressLine2: 'billing_addressline2',
  streetNo: 'billing_street_no',
  streetName: 'billing_street_name',
  area: 'billing_area',
  region: 'billing_region',
  zip: 'billing_zip',
  province: 'billing_stateshort',
});

type Fields = Record<keyof BillingFields, string>;

export interface BillingStepProps extends FormStepProps<BillingValues> {
  /** The billing name, shown read-only (the legal name on record) and never sent. */
  billingName: string;
  /** Provinces of the default country. */
  provinces: readonly Province[];
  /** True while the provinces load: the select says so. @default false */
  provincesLoading?: boolean;
  /** The fixed country. @default India */
  country?: Country;
}

/**
 * Step 3, Billing Name and Address (docs/behaviour.md, "Screens and routes" and "Validation"): the billing name read-only (the
 * legal name), GSTIN, address lines, street, area ('Area is Required'), region, zip ('Zip is
 * Required'), province ('Province is required') and the fixed country. Next reports the valid
 * values; the flow adds the province's long name and the country's codes when it saves page 3.
 *
 * @example
 * <BillingStep billingName={profile.legal_name} provinces={provinces} onSubmit={saveBilling} onBack={back} />
 */
export function BillingStep({
  billingName,
  provinces,
  provincesLoading = false,
  country = DEFAULT_COUNTRY,
  ...props
}: BillingStepProps) {
  const { t } = useWizardTranslation();
  const schema = useMemo(() => createBillingSchema(), []);
  const { form, frame, errorOf, fieldProps } = useStepForm<Fields, BillingValues>({
    ...props,
    schema,
    map: BILLING_FIELDS,
    defaults: { billing_name: billingName },
  });
  const { register } = form;
  return (
    <StepForm {...frame}>
      <FormSection title={t('wizard.sections.billing')} hideTitle columns={2}>
        <TextField
          label={t('wizard.fields.billingName')}
          value={billingName}
          readOnlyReason={t('wizard.fields.billingNameHint')}
        />
        <TextField {...fieldProps('gstin_number', 'gstinNumber')} />
        <TextField
          {...fieldProps('billing_addressline1', 'addressLine1')}
          autoComplete="billing address-line1"
        />
        <TextField
          {...fieldProps('billing_addressline2', 'addressLine2')}
          autoComplete="billing address-line2"
        />
        <TextField {...fieldProps('billing_street_no', 'streetNo')} />
        <TextField {...fieldProps('billing_street_name', 'streetName')} />
        <TextField {...fieldProps('billing_area', 'area')} required />
        <TextField
          {...fieldProps('billing_zip', 'zip')}
          required
          autoComplete="billing postal-code"
        />
        <TextField {...fieldProps('billing_region', 'region')} />
        <SelectField
          label={t('wizard.fields.province')}
          required
          placeholder={t(
            provincesLoading ? 'wizard.frame.loading' : 'wizard.fields.selectProvince',
          )}
          options={provinceOptions(provinces)}
          error={errorOf('billing_stateshort')}
          // A province change checks the GSTIN against it again (after a Next attempt).
          {...register('billing_stateshort', { deps: 'gstin_number' })}
        />
        <CountryField country={country} />
      </FormSection>
    </StepForm>
  );
}
