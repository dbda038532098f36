import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { DateField } from '../../components/DateField';
import { FormSection } from '../../components/FormSection';
import { ImageField } from '../../components/ImageField';
import { NumberField } from '../../components/NumberField';
import { TextField } from '../../components/TextField';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import {
  companyContactDefaults,
  createCompanyContactSchema,
  type CompanyContactValues,
} from '../../validation/company';
import type { ImageValue } from '../../validation/fields';
import { dateInput, type FieldMap } from './internal/fieldMap';
import { DraftNotice } from './internal/DraftNotice';
import { StepForm } from './internal/StepForm';
import { useStepForm, type FormStepProps } from './internal/useStepForm';

/** Step 2's values (docs/behaviour.md §2), named as a reader would. */
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

export const COMPANY_INFORMATION_FIELDS: FieldMap<CompanyInformationValues> = {
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
};

type Fields = Record<keyof CompanyContactValues, unknown>;

/** docs/behaviour.md §9: Password Expiry Days 90, Monthly Purchase Minimum 2000, Maximum Products 1000. */
const BLANK: Fields = {
  logo_upload: undefined,
  registration_number: '',
  registration_date: '',
  pan_number: '',
  phone: '',
  office_email: '',
  accounts_phone: '',
  accounts_email: '',
  web_url: '',
  insta: '',
  linkedin: '',
  password_renewal_days: String(companyContactDefaults.password_renewal_days),
  enquiry_email: '',
  monthly_purchase_minimum: String(companyContactDefaults.monthly_purchase_minimum),
  maximum_products: String(companyContactDefaults.maximum_products),
};

const toText = (value: unknown) => (typeof value === 'string' ? value : '');
const toNumber = (value: unknown) =>
  typeof value === 'number' && !Number.isNaN(value) ? value : null;

/** The valid fields as the step reports them: text trimmed to '' when empty, numbers or null. */
function toValues(fields: Fields): CompanyInformationValues {
  const logo = fields.logo_upload;
  return {
    logo: logo instanceof Blob || (typeof logo === 'string' && logo !== '') ? logo : null,
    registrationNumber: toText(fields.registration_number),
    registrationDate: toText(fields.registration_date),
    panNumber: toText(fields.pan_number),
    officePhone: toText(fields.phone),
    officeEmail: toText(fields.office_email),
    accountsPhone: toText(fields.accounts_phone),
    accountsEmail: toText(fields.accounts_email),
    website: toText(fields.web_url),
    insta: toText(fields.insta),
    linkedin: toText(fields.linkedin),
    passwordExpiryDays:
      toNumber(fields.password_renewal_days) ?? numberFromText(fields.password_renewal_days),
    enquiryEmail: toText(fields.enquiry_email),
    monthlyPurchaseMinimum:
      toNumber(fields.monthly_purchase_minimum) ?? numberFromText(fields.monthly_purchase_minimum),
    maximumProducts: toNumber(fields.maximum_products) ?? numberFromText(fields.maximum_products),
  };
}

/** What a number input holds while typing ('90'), as a number (null when not a number). */
function numberFromText(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

export interface CompanyInformationStepProps extends FormStepProps<CompanyInformationValues> {
  /** Largest logo in bytes. */
  maxLogoBytes?: number;
}

/**
 * Step 2 (docs/behaviour.md §2, §5): Company Information, Company Contact and Media Information,
 * General Settings. The logo is required unless one is on record ('Please Upload Logo'); Office
 * Phone and Office Email are required; other e-mails are checked when given. Password Expiry
 * Days, Monthly Purchase Minimum and Maximum Products start at 90, 2000 and 1000. Next reports
 * the valid values; the flow uploads a chosen logo first, then saves page 2.
 *
 * @example
 * <CompanyInformationStep defaultValues={prefill} onSubmit={saveCompanyDetails} onBack={back} />
 */
export function CompanyInformationStep({
  maxLogoBytes,
  draftRestored = false,
  serverError,
  onBack,
  ...props
}: CompanyInformationStepProps) {
  const { t } = useKitTranslation();
  const schema = useMemo(() => createCompanyContactSchema(), []);
  const { form, formRef, submit, busy, errorOf, fieldProps } = useStepForm<
    Fields,
    CompanyInformationValues
  >({
    ...props,
    schema,
    map: COMPANY_INFORMATION_FIELDS,
    blank: BLANK,
    toValues,
  });
  const { register, control } = form;
  const onRecord = typeof props.defaultValues?.logo === 'string' ? props.defaultValues.logo : null;
  return (
    <StepForm
      onSubmit={submit}
      formRef={formRef}
      busy={busy}
      serverError={serverError}
      onBack={onBack}
      submitLabel="next"
      notice={<DraftNotice shown={draftRestored} />}
    >
      <FormSection title={t('wizard.sections.companyInformation')} columns={2}>
        <Controller
          name="logo_upload"
          control={control}
          render={({ field }) => (
            <ImageField
              label={t('wizard.fields.logo')}
              required={!onRecord}
              existingUrl={onRecord}
              maxBytes={maxLogoBytes}
              value={field.value instanceof File ? field.value : null}
              onChange={(file) => field.onChange(file ?? onRecord ?? undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorOf('logo_upload')}
            />
          )}
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
        />
        <NumberField {...fieldProps('maximum_products', 'maximumProducts')} />
      </FormSection>
    </StepForm>
  );
}
