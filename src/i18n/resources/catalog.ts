/**
 * The catalog pieces (docs/behaviour.md, "Screens and routes" steps 6–10, "Messages"): tables, add-new modals, their steps.
 * Titles, column names, labels and messages are the product's English words.
 */
const en = {
  addNew: 'Add New',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  escapeKept:
    'This form holds what you typed, so Escape does not close it: Save it, or Cancel to discard it.',
  back: 'Back',
  next: 'Next',
  retry: 'Retry',
  select: 'Select Category',
  chooseFirst: 'Choose {{parent}} first',
  noOptions: 'No categories at this level yet',
  loadingOptions: 'Loading options…',
  loadFailed: 'The list could not be loaded.',
  remove: {
    column: 'Actions',
    button: 'Remove',
    label: 'Remove {{name}}',
    title: 'Remove this entry?',
    confirm: '“{{name}}” will be removed from {{list}}. This cannot be undone.',
    removing: 'Removing…',
    removed: '“{{name}}” removed',
  },
  yes: 'Yes',
  no: 'No',
  level1: {
    table: 'Level1 Category',
    modal: 'Level1 Category >> Add New',
    name: 'Category',
    description: 'Description',
    order: 'Order Id',
    added: 'Level1 Category Added Successfully',
    atLeastOne: 'Please Enter Atleast One Level1 Category',
    empty: 'No Level1 categories yet',
    addFirst: 'Add your first Level1 category',
  },
  level2: {
    table: 'Level2 Category',
    modal: 'Level2 Category >> Add New',
    level1: 'Level1 Category',
    name: 'Level2 Category',
    order: 'Order ID',
    added: 'Level2 Category Added Successfully',
    empty: 'No Level2 categories yet',
    addFirst: 'Add your first Level2 category',
  },
  level3: {
    table: 'Level3 Category',
    modal: 'Level3 Category >> Add New',
    level1: 'Level1 Category',
    level2: 'Level2 Category',
    name: 'Level3 Category',
    order: 'Level3 Category Order',
    added: 'Level3 Category Added Successfully',
    empty: 'No Level3 categories yet',
    addFirst: 'Add your first Level3 category',
  },
  banner: {
    table: 'Banners',
    modal: 'Banner >> Add New',
    category1: 'Category 1',
    category2: 'Category 2',
    category3: 'Category 3',
    order: 'Order Id',
    image: 'Banner Image',
    slogan: 'Banner Slogan',
    buttonText: 'Banner Button Text',
    column: 'Banner',
    imageAlt: 'Banner: {{slogan}}',
    added: 'Banner Added Successfully',
    empty: 'No banners yet',
    addFirst: 'Add your first banner',
  },
  collection: {
    table: 'Collections',
    modal: 'Collection >> Add New',
    name: 'Collection Name',
    enableSelect: 'Collection Enable Select',
    enableDisplay: 'Collection Enable Display',
    added: 'Collection Added Successfully',
    empty: 'No collections yet',
    addFirst: 'Add your first collection',
  },
};

export type CatalogEn = typeof en;

/** The catalog area in English (other locales: ./hi, ./ar, loaded on demand). */
export const catalog = en;
export type CatalogStrings = typeof en;
