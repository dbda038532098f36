export { RegisterDetailsStep } from './RegisterDetailsStep';
export type { RegisterDetailsStepProps } from './RegisterDetailsStep';
export { CompanyInformationStep, COMPANY_INFORMATION_FIELDS } from './CompanyInformationStep';
export type {
  CompanyInformationStepProps,
  CompanyInformationValues,
} from './CompanyInformationStep';
export { BillingStep, BILLING_FIELDS } from './BillingStep';
export type { BillingStepProps, BillingValues } from './BillingStep';
export { DEFAULT_COUNTRY, provinceOptions, provinceLongName } from './country';
export type { FormStepProps } from './internal/useStepForm';
export type { FieldMap } from './internal/fieldMap';
