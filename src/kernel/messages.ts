import { RANGES } from './rules';
import { span, tooLong } from './bounds';

const [pMin, pMax] = span('en', RANGES.percent);
/**
 * Validation messages (docs/behaviour.md, "Validation"). The English text of the required messages is the
 * product's, verbatim (its spelling included); messages it does not give (numbers, dates, age,
 * bounds, lengths, business and legal name) are ours.
 */
export const validationEn = {
  common: {
    passwordWeak:
      'The password must have at least 8 characters and mix at least two of: lowercase letters, uppercase letters, digits, symbols',
    mustBeNumber: 'Please enter a number',
    invalidDate: 'Please enter a valid date',
    imageType: 'Only allowed PNG or JPG or WEBP',
    phoneInvalid: 'Use only digits, spaces and + ( ) -',
    usernameSpaces: 'Username must not contain spaces',
    noMarkup: 'Use plain text, without markup',
    linkScheme: 'Enter an address starting with https:// or http://',
    orderRange: `Order must be a whole number between ${span('en', RANGES.order).join(' and ')}`,
    tooLong: tooLong('en', (limit) => `Must be at most ${limit} characters`),
  },
  login: {
    usernameRequired: 'Username is required',
    passwordRequired: 'Password is required',
  },
  register: {
    firstNameRequired: 'First Name is required',
    phoneRequired: 'Phone is required',
    usernameRequired: 'Username is required',
    passwordRequired: 'Password is required',
    confirmPasswordRequired: 'Confirm Password is required',
    passwordMismatch: 'Password mismatch',
    usernameTaken: 'Username Already Exist',
    setupCodeRequired: 'Setup code is required',
    usernameMailbox:
      'A username with an @ must be one e-mail address, like name@example.com, without a name, comment, quotes, list or angle brackets',
  },
  changePassword: {
    currentPasswordRequired: 'Current password is required',
    passwordRequired: 'Password is required',
    confirmPasswordRequired: 'Confirm Password is required',
    passwordMismatch: 'Password Not Match',
  },
  product: {
    nameRequired: 'Product Name is required',
    category1Required: 'Category 1 is required',
    brandRequired: 'Brand Name is required',
  },
  variants: {
    cgstRequired: 'CGST is required',
    sgstRequired: 'SGST is required',
    igstRequired: 'IGST is required',
    headerRequired: 'Please Enter Varient Header',
    displayTypeRequired: 'Please Enter Varient Display Type',
    cgstRange: `CGST must be between ${pMin} and ${pMax}`,
    sgstRange: `SGST must be between ${pMin} and ${pMax}`,
    igstRange: `IGST must be between ${pMin} and ${pMax}`,
  },
  logo: {
    required: 'Please Upload Logo',
  },
  billing: {
    areaRequired: 'Area is Required',
    zipRequired: 'Zip is Required',
    provinceRequired: 'Province is required',
  },
  gstin: {
    provinceMismatch: 'GSTIN does not match the province',
  },
  about: {
    textRequired: 'About us Text is required',
  },
  terms: {
    required: 'Terms and Condition is required',
  },
  level1: {
    nameRequired: 'Category is required',
    descriptionRequired: 'Description is required',
    orderRequired: 'Order Id is required',
  },
  level2: {
    level1Required: 'Level1 Category is required',
    nameRequired: 'Level2 Category is required',
    orderRequired: 'Order ID is required',
  },
  level3: {
    level1Required: 'Level1 Category is required',
    level2Required: 'Level2 Category is required',
    nameRequired: 'Level3 Category is required',
    orderRequired: 'Level3 Category Order is required',
  },
  banner: {
    category1Required: 'Category 1 is required',
    orderRequired: 'Order Id is required',
    imageRequired: 'Banner Image is required',
    sloganRequired: 'Banner Slogan is required',
    buttonTextRequired: 'Banner Button Text is required',
  },
  collection: {
    nameRequired: 'Collection Name is required',
  },
  companyContact: {
    officePhoneRequired: 'Office Phone is required',
    emailRequired: 'Email address is required',
    emailInvalid: 'Email is Invalid',
    renewalDaysRange: `Password Expiry Days must be a whole number between ${span('en', RANGES.renewalDays).join(' and ')}`,
    purchaseMinimumRange: `Monthly Purchase Minimum must be between ${span('en', RANGES.purchaseMinimum).join(' and ')}`,
    maximumProductsRange: `Maximum Products must be a whole number between ${span('en', RANGES.maximumProducts).join(' and ')}`,
  },
  seller: {
    typeRequired: 'Seller Type is required',
    businessTypeRequired: 'Business Type is required',
    businessNameRequired: 'Business Name is required',
    legalNameRequired: 'Legal Name is required',
    panRequired: 'Pan Number is required',
    tanRequired: 'Tan Number is required',
    gstinRequired: 'GSTIN Number is required',
    commissionRequired: 'Commission Persentage is required',
    commissionRange: `Commission percentage must be between ${pMin} and ${pMax}`,
    maximumProductsRequired: 'Maximum Products is required',
    maximumProductsRange: `Maximum Products must be a whole number between ${span('en', RANGES.maximumProducts).join(' and ')}`,
    zipRequired: 'Zip is Required',
    provinceRequired: 'Province is required',
    phoneRequired: 'Office Phone is required',
    officeEmailRequired: 'Office Email address is required',
    officeEmailInvalid: 'Office Email is Invalid',
    adminFirstNameRequired: 'First Name is required',
    adminTitleRequired: 'Title is required',
    adminGenderRequired: 'Gender is required',
    adminDobRequired: 'Date of birth is required',
    adminDobTooYoung: 'Must be at least 18 years old',
    adminDobTooOld: 'Date of birth is too far in the past',
    adminPhoneRequired: 'Phone is required',
    adminEmailRequired: 'Email address is required',
    adminEmailInvalid: 'Email is Invalid',
  },
};

/** English alone, for code that needs the keys without shipping every locale. */

/** The validation area in English (other locales: ./hi, ./ar, loaded on demand). */
export const validation = validationEn;
export type ValidationStrings = typeof validationEn;
