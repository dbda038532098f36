import { useMemo } from 'react';
import { DateField } from '../../../components/DateField';
import { FormSection } from '../../../components/FormSection';
import { NumberField } from '../../../components/NumberField';
import { RadioGroup } from '../../../components/RadioGroup';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useWizardTranslation } from '../../internal/strings';
import type { Country, Province } from '../../../api/types';
import type { CodeFlow } from '../../../kernel/codes';
import { SELLER_FORM } from '../../../kernel/fields/seller';
import { dobBounds } from '../../../kernel/dates';
import { createSellerSchema, type SellerValues } from '../../../validation/seller';
import { DEFAULT_COUNTRY, provinceOptions } from '../country';
import { businessTypeOptions, genderOptions } from '../../form/choices';
import { dateInput, fieldMap } from '../../form/fieldMap';
import { StepForm } from '../../form/StepForm';
import { useStepForm, type FormStepProps } from '../../form/useStepForm';
import { CountryField } from '../../form/CountryField';

/**
 * The seller form's values (docs/behaviour.md, "Entities"), named as a reader would. Type,
 * business type and gender are the wire codes of the flow the step runs in (`codes`).
 */
export interface SellerDetailsValues {
  sellerType: number;
  businessType: number;
  businessName: string;
  legalName: string;
  registrationNumber: string;
  /** yyyy-MM-dd. */
  registrationDate: string;
  panNumber: string;
  tanNumber: string;
  gstinNumber: string;
  commissionPercentage: number;
  maximumProducts: number;
  officePhone: string;
  officeEmail: string;
  website: string;
  insta: string;
  linkedin: string;
  addressLine1: string;
  addressLine2: string;
  streetNo: string;
  streetName: string;
  area: string;
  region: string;
  zip: string;
  /** The province's short name. */
  province: string;
  contactFirstName: string;
  contactLastName: string;
  contactTitle: string;
  contactGender: number;
  /** yyyy-MM-dd. */
  contactDateOfBirth: string;
  contactPhone: string;
  contactEmail: string;
}

/** The step's values and the seller fields they are (src/kernel/fields/seller.ts). */
export const SELLER_DETAILS_FIELDS = fieldMap<SellerDetailsValues>()(SELLER_FORM, {
  sellerType: 'seller_type',
  businessType: 'seller_business_type',
  businessName: 'seller_business_name',
  legalName: 'seller_legal_name',
  registrationNumber: 'seller_registration_number',
  registrationDate: 'seller_registration_date',
  panNumber: 'seller_pan_number',
  tanNumber: 'seller_tan_number',
  gstinNumber: 'seller_gstin_number',
  commissionPercentage: 'seller_comm_percentage',
  maximumProducts: 'seller_maximum_products',
  officePhone: 'seller_phone',
  officeEmail: 'seller_office_email',
  website: 'seller_web_url',
  insta: 'seller_insta',
  linkedin: 'seller_linkedin',
  addressLine1: 'seller_addressline1',
  addressLine2: 'seller_addressline2',
  streetNo: 'seller_street_no',
  streetName: 'seller_street_name',
  area: 'seller_area_name',
  region: 'seller_region_name',
  zip: 'seller_zip',
  province: 'seller_stateshort',
  contactFirstName: 'seller_admin_first_name',
  contactLastName: 'seller_admin_last_name',
  contactTitle: 'seller_admin_title',
  contactGender: 'seller_admin_gender',
  contactDateOfBirth: 'seller_admin_dob',
  contactPhone: 'seller_admin_phone',
  contactEmail: 'seller_admin_email',
});

type Fields = Record<keyof SellerValues, unknown>;

export interface SellerDetailsStepProps extends FormStepProps<SellerDetailsValues> {
  /**
   * Which flow's codes the values carry (docs/behaviour.md, "Entities"): the company wizard's type 0/1 and
   * gender 1/2/3, or the seller wizard's type 1/2 and gender 2/3/4.
   * @default 'company'
   */
  codes?: CodeFlow;
  /** Makes the TAN number required ('Tan Number is required'). @default false */
  requireTan?: boolean;
  /** Provinces of the default country. */
  provinces: readonly Province[];
  /** The fixed country. @default India */
  country?: Country;
  /** "Today" for the date-of-birth window (fixed in tests). @default new Date() */
  now?: Date;
  /** The primary button's label: Save on the last step. @default 'save' */
  submitLabel?: 'next' | 'save';
}

/**
 * The seller form (docs/behaviour.md, "Screens and routes" step 11, "Seller details"), shared by both wizards:
 * Seller Details, Address and Point of Contact, every rule of the seller schema. The flow finds
 * the seller and saves on Save.
 *
 * @example
 * <SellerDetailsStep codes="company" provinces={provinces} onSubmit={saveSeller} onBack={back} />
 */
export function SellerDetailsStep({
  codes = 'company',
  requireTan = false,
  provinces,
  country = DEFAULT_COUNTRY,
  now,
  submitLabel = 'save',
  ...props
}: SellerDetailsStepProps) {
  const { t } = useWizardTranslation();
  const schema = useMemo(() => createSellerSchema({ requireTan, now }), [requireTan, now]);
  const { form, frame, errorOf, fieldProps } = useStepForm<Fields, SellerDetailsValues>({
    ...props,
    schema,
    map: SELLER_DETAILS_FIELDS,
    codes,
  });
  const { register } = form;
  const bounds = dobBounds(now);
  return (
    <StepForm {...frame} submitLabel={submitLabel}>
      <FormSection title={t('wizard.sections.sellerDetails')} hideTitle columns={2}>
        <RadioGroup
          {...fieldProps('seller_type', 'sellerType')}
          required
          orientation="horizontal"
          options={businessTypeOptions(t)}
        />
        <RadioGroup
          {...fieldProps('seller_business_type', 'businessType')}
          required
          orientation="horizontal"
          options={businessTypeOptions(t)}
        />
        <TextField {...fieldProps('seller_business_name', 'businessName')} required />
        <TextField {...fieldProps('seller_legal_name', 'legalName')} required />
        <TextField {...fieldProps('seller_registration_number', 'registrationNumber')} />
        <DateField
          label={t('wizard.fields.registrationDate')}
          error={errorOf('seller_registration_date')}
          {...dateInput(register('seller_registration_date'))}
        />
        <TextField {...fieldProps('seller_pan_number', 'panNumber')} required />
        <TextField {...fieldProps('seller_tan_number', 'tanNumber')} required={requireTan} />
        <TextField {...fieldProps('seller_gstin_number', 'gstinNumber')} required />
        <NumberField
          {...fieldProps('seller_comm_percentage', 'commission')}
          required
          inputMode="decimal"
          unit={{ symbol: '%', position: 'end', label: t('wizard.units.percent') }}
        />
        <NumberField {...fieldProps('seller_maximum_products', 'maximumProducts')} required />
        <TextField {...fieldProps('seller_phone', 'officePhone')} type="tel" required />
        <TextField {...fieldProps('seller_office_email', 'officeEmail')} type="email" required />
        <TextField {...fieldProps('seller_web_url', 'website')} type="url" />
        <TextField {...fieldProps('seller_insta', 'insta')} />
        <TextField {...fieldProps('seller_linkedin', 'linkedin')} />
      </FormSection>
      <FormSection title={t('wizard.sections.address')} columns={2}>
        <TextField {...fieldProps('seller_addressline1', 'addressLine1')} />
        <TextField {...fieldProps('seller_addressline2', 'addressLine2')} />
        <TextField {...fieldProps('seller_street_no', 'streetNo')} />
        <TextField {...fieldProps('seller_street_name', 'streetName')} />
        <TextField {...fieldProps('seller_area_name', 'area')} />
        <TextField {...fieldProps('seller_region_name', 'region')} />
        <TextField {...fieldProps('seller_zip', 'zip')} required />
        <SelectField
          {...fieldProps('seller_stateshort', 'province')}
          // A province change checks the GSTIN against it again (after a Save attempt).
          {...register('seller_stateshort', { deps: 'seller_gstin_number' })}
          required
          placeholder={t('wizard.fields.selectProvince')}
          options={provinceOptions(provinces)}
        />
        <CountryField country={country} />
      </FormSection>
      <FormSection title={t('wizard.sections.pointOfContact')} columns={2}>
        <TextField {...fieldProps('seller_admin_first_name', 'firstName')} required />
        <TextField {...fieldProps('seller_admin_last_name', 'lastName')} />
        <TextField {...fieldProps('seller_admin_title', 'title')} required />
        <RadioGroup
          {...fieldProps('seller_admin_gender', 'gender')}
          required
          orientation="horizontal"
          options={genderOptions(t)}
        />
        <DateField
          label={t('wizard.fields.dateOfBirth')}
          required
          min={bounds.min}
          max={bounds.max}
          error={errorOf('seller_admin_dob')}
          {...dateInput(register('seller_admin_dob'))}
        />
        <TextField {...fieldProps('seller_admin_phone', 'phone')} type="tel" required />
        <TextField {...fieldProps('seller_admin_email', 'emailId')} type="email" required />
      </FormSection>
    </StepForm>
  );
}
