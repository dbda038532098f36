import { useMemo } from 'react';
import { DateField } from '../../../components/DateField';
import { FormSection } from '../../../components/FormSection';
import { NumberField } from '../../../components/NumberField';
import { TextField } from '../../../components/TextField';
import { useWizardTranslation } from '../../internal/strings';
import {
  companyContactDefaults,
  createCompanyContactSchema,
  type CompanyContactValues,
} from '../../../validation/company';
import type { ImageValue } from '../../../validation/fields';
import { MAX_UPLOAD_BYTES } from '../../../kernel/rules';
import { COMPANY_PAGE2 } from '../../../kernel/fields/company';
import { dateInput, fieldMap } from '../../form/fieldMap';
import { RecordImageField, recordUrl } from '../../form/RecordImageField';
import { StepForm } from '../../form/StepForm';
import { useStepForm, type FormStepProps } from '../../form/useStepForm';

/** Step 2's values (docs/behaviour.md, "Screens and routes"), named as a reader would. */
export interface CompanyInformationValues {
  /** A chosen image file, or the URL of the logo on record. */
  logo: ImageValue | null;
  registrationNumber: string;
  /** yyyy-MM-dd. */
  registrationDate: string;
  panNumber: string;
  officePhone: string;
  officeEmail: string;
  accountsPhone: string;
  accountsEmail: string;
  website: string;
  insta: string;
  linkedin: string;
  passwordExpiryDays: number | null;
  enquiryEmail: string;
  monthlyPurchaseMinimum: number | null;
  maximumProducts: number | null;
}

/** The step's values and the page 2 fields they are (src/kernel/fields/company.ts). */
export const COMPANY_INFORMATION_FIELDS = fieldMap<CompanyInformationValues>()(COMPANY_PAGE2, {
  logo: 'logo_upload',
  registrationNumber: 'registration_number',
  registrationDate: 'registration_date',
  panNumber: 'pan_number',
  officePhone: 'phone',
  officeEmail: 'office_email',
  accountsPhone: 'accounts_phone',
  accountsEmail: 'accounts_email',
  website: 'web_url',
  insta: 'insta',
  linkedin: 'linkedin',
  passwordExpiryDays: 'password_renewal_days',
  enquiryEmail: 'enquiry_email',
  monthlyPurchaseMinimum: 'monthly_purchase_minimum',
  maximumProducts: 'maximum_products',
});

type Fields = Record<keyof CompanyContactValues, unknown>;

/** The general settings' defaults (docs/behaviour.md, "Constants"): 90, 2000 and 1000. */
const DEFAULTS = {
  password_renewal_days: String(companyContactDefaults.password_renewal_days),
  monthly_purchase_minimum: String(companyContactDefaults.monthly_purchase_minimum),
  maximum_products: String(companyContactDefaults.maximum_products),
};

export interface CompanyInformationStepProps extends FormStepProps<CompanyInformationValues> {
  /**
   * Largest logo in bytes; a larger file is refused before anything is sent.
   * @default MAX_UPLOAD_BYTES (5 MB, the upload limit of docs/api-contract.md)
   */
  maxLogoBytes?: number;
}

/**
 * Step 2 (docs/behaviour.md, "Screens and routes" and "Validation"): Company Information, Company Contact and Media Information,
 * General Settings. The logo is required unless one is on record ('Please Upload Logo'); Office
 * Phone and Office Email are required; other e-mails are checked when given. Password Expiry
 * Days, Monthly Purchase Minimum and Maximum Products start at 90, 2000 and 1000. Next reports
 * the valid values; the flow uploads a chosen logo first, then saves page 2.
 *
 * @example
 * <CompanyInformationStep defaultValues={prefill} onSubmit={saveCompanyDetails} onBack={back} />
 */
export function CompanyInformationStep({
  maxLogoBytes = MAX_UPLOAD_BYTES,
  ...props
}: CompanyInformationStepProps) {
  const { t } = useWizardTranslation();
  const schema = useMemo(() => createCompanyContactSchema(), []);
  const { form, frame, errorOf, fieldProps } = useStepForm<Fields, CompanyInformationValues>({
    ...props,
    schema,
    map: COMPANY_INFORMATION_FIELDS,
    defaults: DEFAULTS,
  });
  const { register } = form;
  const onRecord = recordUrl(props.defaultValues?.logo);
  return (
    <StepForm {...frame}>
      <FormSection title={t('wizard.sections.companyInformation')} hideTitle columns={2}>
        <RecordImageField
          control={form.control}
          name="logo_upload"
          label={t('wizard.fields.logo')}
          onRecord={onRecord}
          required={!onRecord}
          maxBytes={maxLogoBytes}
          error={errorOf('logo_upload')}
        />
        <TextField {...fieldProps('registration_number', 'registrationNumber')} />
        <DateField
          label={t('wizard.fields.registrationDate')}
          error={errorOf('registration_date')}
          {...dateInput(register('registration_date'))}
        />
        <TextField {...fieldProps('pan_number', 'panNumber')} />
      </FormSection>
      <FormSection title={t('wizard.sections.contactAndMedia')} columns={2}>
        <TextField type="tel" {...fieldProps('phone', 'officePhone')} required autoComplete="tel" />
        <TextField
          type="email"
          {...fieldProps('office_email', 'officeEmail')}
          required
          autoComplete="email"
        />
        <TextField type="tel" {...fieldProps('accounts_phone', 'accountsPhone')} />
        <TextField type="email" {...fieldProps('accounts_email', 'accountsEmail')} />
        <TextField type="url" {...fieldProps('web_url', 'website')} />
        <TextField {...fieldProps('insta', 'insta')} />
        <TextField {...fieldProps('linkedin', 'linkedin')} />
      </FormSection>
      <FormSection title={t('wizard.sections.generalSettings')} columns={2}>
        <NumberField {...fieldProps('password_renewal_days', 'passwordExpiryDays')} />
        <TextField type="email" {...fieldProps('enquiry_email', 'enquiryEmail')} />
        <NumberField
          {...fieldProps('monthly_purchase_minimum', 'monthlyPurchaseMinimum')}
          inputMode="decimal"
          unit={{ symbol: '₹', position: 'start', label: t('wizard.units.rupees') }}
        />
        <NumberField {...fieldProps('maximum_products', 'maximumProducts')} />
      </FormSection>
    </StepForm>
  );
}
