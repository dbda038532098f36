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
export type { FormStepProps } from '../form/useStepForm';
export type { FieldMap } from '../form/fieldMap';
export { AboutUsStep, ABOUT_US_FIELDS } from './AboutUsStep';
export type { AboutUsStepProps, AboutUsValues } from './AboutUsStep';
export { TermsStep, TERMS_FIELDS } from './TermsStep';
export type { TermsStepProps, TermsValues } from './TermsStep';
export { SellerDetailsStep, SELLER_DETAILS_FIELDS } from './SellerDetailsStep';
export type { SellerDetailsStepProps, SellerDetailsValues } from './SellerDetailsStep';
export { sellerUpdatePayload, sellerValuesFromRecord } from './sellerPayload';
export type { SellerContext } from './sellerPayload';
