export { createLoginSchema, createRegisterSchema, createChangePasswordSchema } from './account';
export type {
  LoginValues,
  RegisterValues,
  RegisterSchemaOptions,
  ChangePasswordValues,
} from './account';
export {
  createProductSchema,
  createBrandSchema,
  createVariantsSchema,
  createProductLogoSchema,
  VARIANT_DISPLAY_TYPES,
} from './product';
export type { ProductValues, BrandValues, VariantsValues, ProductLogoValues } from './product';
export {
  createCompanyContactSchema,
  createBillingSchema,
  createAboutSchema,
  createTermsSchema,
  companyContactDefaults,
} from './company';
export type { CompanyContactValues, BillingValues, AboutValues, TermsValues } from './company';
export {
  createLevel1Schema,
  createLevel2Schema,
  createLevel3Schema,
  createBannerSchema,
  createCollectionSchema,
} from './catalog';
export type {
  Level1Values,
  Level2Values,
  Level3Values,
  BannerValues,
  CollectionValues,
} from './catalog';
export { createSellerSchema } from './seller';
export type { SellerValues, SellerSchemaOptions } from './seller';
export type { SchemaOptions, ImageValue } from './fields';
export { GST_STATE_CODES, gstinMatchesProvince } from '../kernel/gstin';
export { EMAIL_PATTERN, isValidEmail, isBlankRichText } from '../kernel/patterns';
export { dobBounds, dobProblem, isoDay, isIsoDay, calendarDayBefore } from '../kernel/dates';
export {
  MAX_ID,
  ACCOUNT_MAX_LENGTH,
  PATTERNS,
  RANGES,
  TEXT_LIMITS,
  MAX_UPLOAD_BYTES,
  charCount,
  inRange,
} from '../kernel/rules';
export { MAX_LENGTH, FORM_MAX_LENGTH } from '../kernel/formLimits';
export type { LimitedField, NumberRange, RangeName, TextLimit } from '../kernel/rules';
export type { DobBounds } from '../kernel/dates';
export {
  GENDERS,
  BUSINESS_TYPES,
  genderCode,
  genderFromCode,
  businessTypeCode,
  businessTypeFromCode,
} from '../kernel/codes';
export type { CodeFlow } from '../kernel/codes';
export { V as validationKeys, validationMessages, isValidationMessageKey } from './messages';
export type { ValidationMessageKey, MessageKeyTree } from './messages';

// Types the exports above take or return, so a consumer can name them too.
export type { BusinessType, Gender } from '../kernel/types/company';
export type { ChangePasswordSchemaOptions } from './account';
export type { MessageKeys, ValidationEnglish } from './messages';

// Types the exports above take or return, so a consumer can name them too.
export type { validationEn } from '../kernel/messages';
