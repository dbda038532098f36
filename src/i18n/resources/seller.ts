/**
 * The seller onboarding wizard's own screens (docs/behaviour.md, "Seller onboarding wizard") and
 * the 'Brand >> Add New' modal. Titles and field names are the product's words, verbatim
 * ('Varient' included); the validation messages live in the validation area.
 */
const en = {
  product: {
    title: 'Add Product',
    name: 'Product Name',
    category1: 'Category 1',
    category2: 'Category 2',
    category3: 'Category 3',
    selectCategory: 'Select Category',
    chooseCategory1First: 'Choose Category 1 first',
    chooseCategory2First: 'Choose Category 2 first',
    loadingOptions: 'Loading options…',
    noOptions: 'No categories at this level yet',
    brand: 'Brand',
    selectBrand: 'Select Brand',
    addBrand: 'Add New',
    addBrandLabel: 'Add New brand',
    brandSelected: 'Brand {{name}} added and selected',
    addCategoryLabel: 'Add New category',
    categorySelected: 'Category {{name}} added and selected',
    model: 'Model',
    colour: 'Colour',
    packing: 'Packing',
    description: 'Description',
    specifications: 'Specifications',
  },
  variants: {
    title: 'Product Varient and Tax Details',
    allow: 'Allow Varient',
    name: 'Varient Name',
    displayType: 'Display Type',
    round: 'Round',
    rectangle: 'Rectangle',
    list: 'List',
    card: 'Card',
    taxes: 'Tax Details',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    percentHint: 'A percentage from 0 to 100',
  },
  logo: {
    title: 'Product summary Image / logo',
    label: 'Product Logo',
    uploading: 'Uploading the image',
    uploaded: 'Image uploaded',
  },
  brand: {
    title: 'Brand >> Add New',
    name: 'Brand Name',
  },
};

/** The seller area in English (other locales: ./hi, ./ar, loaded on demand). */
export const seller = en;
export type SellerStrings = typeof en;
