const en = {
  /** docs/behaviour.md, "Validation"/"Messages", verbatim. */
  imageType: 'Only allowed PNG or JPG or WEBP',
  tooLarge: 'The image must be {{size}} or smaller',
  types: 'PNG, JPG or WEBP',
  /** The accepted types and the size limit, one message so each language orders it (`size` isolated). */
  typesUpTo: 'PNG, JPG or WEBP · up to {{size}}',
  /** A size limit after another hint. */
  upTo: 'up to {{size}}',
  image: {
    preview: 'Preview of {{name}}',
    current: 'Current image',
    remove: 'Remove image',
    chosen: 'Chosen file: {{name}} ({{size}})',
    choose: 'Choose image',
    replace: 'Replace image',
    none: 'No image chosen',
  },
  dropzone: {
    instructions: 'Drag and drop images here, or choose them with the button.',
    choose: 'Choose images',
    limits: 'PNG, JPG or WEBP, up to {{max}} files',
    tooMany: 'You can add up to {{max}} files',
    dropNow: 'Drop the images to add them',
    accepted: 'Chosen images',
    rejected: 'Not added',
    remove: 'Remove {{name}}',
  },
  editor: {
    label: 'Rich text editor',
    toolbar: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    headingOne: 'Heading 1',
    headingTwo: 'Heading 2',
    bulletedList: 'Bulleted list',
    numberedList: 'Numbered list',
    link: 'Link',
    font: 'Font',
    defaultFont: 'Default font',
    linkAddress: 'Link address',
    applyLink: 'Apply link',
    removeLink: 'Remove link',
    cancel: 'Cancel',
    invalidLink: 'Enter an address that starts with http://, https:// or mailto:',
  },
  lightbox: {
    gallery: 'Image gallery',
    dialog: 'Image viewer',
    previous: 'Previous image',
    next: 'Next image',
    close: 'Close viewer',
    /** Which image of how many: each language's own words and order ('2 / 4', '٢ من ٤'). */
    counter: '{{current}} / {{total}}',
  },
};

/** The media area in English (other locales: ./hi, ./ar, loaded on demand). */
export const media = en;
export type MediaStrings = typeof en;
