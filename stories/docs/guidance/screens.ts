import type { Guidance } from './types';

const refusals =
  'The server’s refusal shows in the card, above the fields, in the kit’s words; typing clears it.';
const focusFirst =
  'On submit, focus goes to the first invalid field; each message is tied to its field.';

/** A connected screen: the same form, wired to the api by the kit. */
function connected(form: string, link: string): Guidance {
  return {
    use: [
      `The ${form} screen as the kit wires it: it calls the api, shows its refusals and reports success. Use it unless the host makes the calls itself.`,
    ],
    avoid: [`A host that makes the calls itself: the form alone ([${form} form](${link})).`],
    content: [refusals, 'The product’s sentences stay verbatim.'],
    accessibility: [focusFirst],
  };
}

/** One step of a wizard (Wizards/Steps/…, Wizards/Seller/…). */
function step(what: string, extra: string[] = []): Guidance {
  return {
    use: [`${what} Inside its wizard, or on its own with its frame (title, Back, Next).`],
    avoid: [
      'Asking for what an earlier step already holds: it comes back prefilled on every visit.',
      'A layout of its own: every step shares the frame of [Wizard step](?path=/docs/patterns-wizard-step--docs).',
    ],
    content: [
      'Labels and messages are the product’s, verbatim; a line under the title says what the step is for.',
      ...extra,
    ],
    accessibility: [
      'Next that finds problems shows the error summary at the top and moves focus to the first invalid field.',
    ],
  };
}

/** A catalog step's Add New dialog (Wizards/Catalog/…Modal). */
function catalogModal(noun: string): Guidance {
  return {
    use: [
      `Adding a ${noun} from its catalog step: opened by Add New above the table or from the empty state.`,
    ],
    avoid: ['Editing many records at once: the table.'],
    content: [
      'The title is the product’s (‘Level2 Category >> Add New’); Save is its primary, Cancel secondary.',
      'Dependent selects say which parent to choose first, then that their options are loading.',
    ],
    accessibility: [
      'Escape and the backdrop do not close it once something is typed: it nudges and says why.',
      'Only its body scrolls: title and Save stay in view on any screen.',
    ],
  };
}

/** A catalog step (Wizards/Catalog/…Step). */
function catalogStep(noun: string): Guidance {
  return {
    use: [`The ${noun} of the store, listed and added to during onboarding.`],
    avoid: ['Long forms: the step is its table; adding happens in the dialog.'],
    content: [
      `The empty table says ‘No ${noun} yet’ and offers to add the first one.`,
      'Add New above the table is secondary: the step’s one primary stays Next.',
    ],
    accessibility: ['A new row is announced; focus returns to Add New when the dialog closes.'],
  };
}

/** The account screens, the wizards and the theme, by story title. */
export const screens: Record<string, Guidance> = {
  'Account/SignIn': {
    use: ['Signing in an admin or a seller with a username and password.'],
    avoid: ['Registering: the Register screen. A forgotten activation: Resend activation.'],
    content: [
      refusals,
      'The outcome of an activation link shows above the fields, so signing in is the next step.',
    ],
    accessibility: [focusFirst, 'The password has Show password.'],
  },
  'Account/Register': {
    use: ['A new admin or seller account: username, e-mail, password and the store’s details.'],
    avoid: ['Inviting someone to an existing store: the store team’s invitation.'],
    content: [
      'The username is checked as it is left: ‘Checking username…’, then ‘Username Already Exist’ if taken.',
      'An invitation fixes the username: it is read-only and says why.',
    ],
    accessibility: [focusFirst, 'The username field is busy (`aria-busy`) while its check runs.'],
  },
  'Account/ChangePassword': {
    use: ['A password to change: the first one after activation, or the reader’s own choice.'],
    avoid: ['A forgotten password before signing in.'],
    content: ['The rules are said before typing; ‘Password mismatch’ under Confirm Password.'],
    accessibility: [focusFirst],
  },
  'Account/ActivationNotice': {
    use: ['The outcome of an activation link, on the sign-in screen.'],
    avoid: ['Other outcomes: an `Alert` where they happen.'],
    content: [
      'The product’s sentences, verbatim: ‘Your Email is Verified. Now you can login your admin account’.',
      'A failure says why in the kit’s words and offers what to do next (resend, back to sign-in).',
    ],
    accessibility: ['Verifying is the kit’s skeleton, announced once; a failure is an alert.'],
  },
  'Account/ResendActivation': {
    use: ['A newcomer whose activation link expired or never came asks for another.'],
    avoid: ['Signing in: the sign-in screen.'],
    content: ['Say where the link went and how long it works.'],
    accessibility: ['The result is announced politely; a refusal is an alert.'],
  },
  'Account/ThankYou': {
    use: ['After registering: what happens next (check the e-mail) and a way to resend.'],
    avoid: ['Success inside a form that stays: a toast.'],
    content: ['Thank, then say the next step in one sentence.'],
  },
  'Account/StoreTeam': {
    use: [
      'The store owner’s team: admins, pending invitations, invite, remove, hand the store over.',
    ],
    avoid: ['The reader’s own account: the account menu.'],
    content: [
      'Remove and Make owner are secondary in each row; the confirmation’s answer is destructive (Remove) or primary (Make owner).',
      'Loading is the kit’s skeleton; no pending invitations is its empty state.',
    ],
    accessibility: [
      'Every change is announced; focus goes to the list’s heading when its row goes.',
    ],
  },
  'Account/Connected/SignIn': connected('sign-in', '?path=/docs/account-signin--docs'),
  'Account/Connected/Register': connected('register', '?path=/docs/account-register--docs'),
  'Account/Connected/ChangePassword': connected(
    'change-password',
    '?path=/docs/account-changepassword--docs',
  ),
  'Wizards/Company/CompanyOnboardingWizard': step(
    'The company admin’s eleven onboarding steps, from Register Details to Collections.',
  ),
  'Wizards/Seller/SellerOnboardingWizard': step(
    'The seller’s twelve onboarding steps, from Seller Details to the product’s logo.',
  ),
  'Wizards/Steps/RegisterDetails': step(
    'The registration’s answers, to check before going on; they are not edited here.',
    ['Answers are a label/value list; ‘Not given’ where there is none.'],
  ),
  'Wizards/Steps/CompanyInformation': step('The company’s details, contacts and limits.'),
  'Wizards/Steps/Billing': step('Where invoices go.', [
    'Billing Name and Country are read-only, each saying why.',
  ]),
  'Wizards/Steps/AboutUs': step('The store’s story and picture, shown on its storefront.'),
  'Wizards/Steps/Terms': step('The store’s terms and commission.'),
  'Wizards/Steps/SellerDetails': step('The seller’s identity, address and tax numbers.'),
  'Wizards/Seller/AddProduct': step('The seller’s first product: categories, brand and details.'),
  'Wizards/Seller/VariantsTax': step('The product’s variants and taxes.'),
  'Wizards/Seller/ProductLogo': step(
    'The product’s picture, checked by its content, then uploaded.',
  ),
  'Wizards/Catalog/Level1Modal': catalogModal('Level1 category'),
  'Wizards/Catalog/Level2Modal': catalogModal('Level2 category'),
  'Wizards/Catalog/Level3Modal': catalogModal('Level3 category'),
  'Wizards/Catalog/BannerModal': catalogModal('banner'),
  'Wizards/Catalog/CollectionModal': catalogModal('collection'),
  'Wizards/Catalog/BrandModal': catalogModal('brand'),
  'Wizards/Catalog/Level1Step': catalogStep('Level1 categories'),
  'Wizards/Catalog/Level2Step': catalogStep('Level2 categories'),
  'Wizards/Catalog/Level3Step': catalogStep('Level3 categories'),
  'Wizards/Catalog/BannersStep': catalogStep('banners'),
  'Wizards/Catalog/CollectionsStep': catalogStep('collections'),
  'Wizards/Catalog/Sections': catalogStep('catalog lists'),
  'Wizards/Catalog/Tables': catalogStep('catalog records'),
  'Theme/Presets': {
    use: [
      'Choosing the store’s colour scheme: six presets, light and dark, every pair of colours checked for contrast.',
    ],
    avoid: [
      'A brand colour used as a fill behind text: the kit derives its fill (`primaryFill`) for that.',
    ],
    content: ['Presets are named by number; the customizer shows them as swatches.'],
  },
  'Elements/Custom elements': {
    use: [
      'A portal that is not on React 19: plain HTML, Angular, Vue or React 18. Each element carries its own React in its own shadow root.',
      'A React 19 portal that wants the flow as one tag, with its styles kept apart from the page.',
    ],
    avoid: [
      'A React 19.2+ portal that composes screens of its own: the React components share its React and render smaller.',
    ],
    content: [
      'Strings go in attributes (`api-base`, `tenant`, `locale`); objects and functions in properties (`user`, `getAccessToken`).',
      'A missing or wrong attribute is said inside the element, in the reader’s language, and named in the console.',
    ],
    accessibility: [
      'Focus, dialogs and announcements stay inside the element’s shadow root; the host page’s focus order runs through it.',
    ],
  },
  'Foundations/Override strings': {
    use: [
      'Rewording a visible string for your portal: correcting the product’s own spellings (‘Varient’, ‘Opps’), or your house terms.',
    ],
    avoid: [
      'Translating the kit into a language it does not ship: add a locale’s resources instead, so every string is covered.',
      'Changing a message’s meaning: the messages are the product’s contract; reword, do not redefine.',
    ],
    content: [
      'Give the override in each language you ship; a string not overridden keeps the kit’s words.',
    ],
    accessibility: [
      'An override is text like any other: labels stay tied to their fields, and messages are announced as before.',
    ],
  },
};
