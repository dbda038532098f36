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
    pairs: [
      {
        do: 'Default',
        doText:
          'The spec’s heading, ‘Sign In’, with both ways in below: Create Account and Register as a seller.',
        dont: 'DontVagueTitle',
        dontText:
          'A greeting as the heading (‘Welcome’): the page’s one heading no longer names the task, and the spec’s ‘Sign In’ is gone.',
      },
    ],
    content: [
      refusals,
      'The outcome of an activation link shows above the fields, so signing in is the next step.',
    ],
    accessibility: [focusFirst, 'The password has Show password.'],
  },
  'Account/Register': {
    use: ['A new admin or seller account: username, e-mail, password and the store’s details.'],
    avoid: ['Inviting someone to an existing store: the store team’s invitation.'],
    pairs: [
      {
        do: 'Default',
        doText:
          'A newcomer’s own registration: Username is theirs to type, and checked when they leave it.',
        dont: 'DontLockedWithoutInvitation',
        dontText:
          'Username locked (`lockedUsername`) without an invitation: the newcomer cannot register under their own address, and the reason given is an invitation they never had.',
      },
    ],
    content: [
      'The username is checked as it is left: ‘Checking username…’, then ‘Username Already Exist’ if taken.',
      'An invitation fixes the username: it is read-only and says why.',
    ],
    accessibility: [focusFirst, 'The username field is busy (`aria-busy`) while its check runs.'],
  },
  'Account/ChangePassword': {
    use: ['A password to change: the first one after activation, or the reader’s own choice.'],
    avoid: ['A forgotten password before signing in.'],
    pairs: [
      {
        do: 'Voluntary',
        doText: 'A change the reader chose: the current password first, under the spec’s heading.',
        dont: 'DontResetTitle',
        dontText:
          'The heading reworded to ‘Reset password’: it promises the forgotten-password flow, which this form is not.',
      },
    ],
    content: ['The rules are said before typing; ‘Password mismatch’ under Confirm Password.'],
    accessibility: [focusFirst],
  },
  'Account/ActivationNotice': {
    use: ['The outcome of an activation link, on the sign-in screen.'],
    avoid: ['Other outcomes: an `Alert` where they happen.'],
    pairs: [
      {
        do: 'VerifiedSeller',
        doText: 'A seller’s link, with its kind: the seller’s sentence.',
        dont: 'DontSellerWithoutKind',
        dontText:
          'The kind left out on a seller’s link: the seller is told to log in to an admin account.',
      },
    ],
    content: [
      'The product’s sentences, verbatim: ‘Your Email is Verified. Now you can login your admin account’.',
      'A failure says why in the kit’s words and offers what to do next (resend, back to sign-in).',
    ],
    accessibility: ['Verifying is the kit’s skeleton, announced once; a failure is an alert.'],
  },
  'Account/ResendActivation': {
    use: ['A newcomer whose activation link expired or never came asks for another.'],
    avoid: ['Signing in: the sign-in screen.'],
    pairs: [
      {
        do: 'Limited',
        doText:
          'Right after registering the username is known: one press sends the mail to the address just registered.',
        dont: 'DontAskAgainAfterRegistering',
        dontText:
          'The username left out right after registering: the newcomer types again the address they have just typed.',
      },
    ],
    content: ['Say where the link went and how long it works.'],
    accessibility: ['The result is announced politely; a refusal is an alert.'],
  },
  'Account/ThankYou': {
    use: ['After registering: what happens next (check the e-mail) and a way to resend.'],
    avoid: ['Success inside a form that stays: a toast.'],
    pairs: [
      {
        do: 'Default',
        doText: 'Thanks, then the next step: the activation mail to open before signing in.',
        dont: 'DontHintWithoutNextStep',
        dontText:
          'The line about the activation mail replaced (‘You are all set!’): the newcomer signs in before activating and is refused.',
      },
    ],
    content: ['Thank, then say the next step in one sentence.'],
  },
  'Account/StoreTeam': {
    use: [
      'The store owner’s team: admins, pending invitations, invite, remove, hand the store over.',
    ],
    avoid: ['The reader’s own account: the account menu.'],
    pairs: [
      {
        do: 'Default',
        doText:
          'The signed-in owner’s row is marked (you) and offers nothing; the others’ rows offer Make owner and Remove.',
        dont: 'DontWithoutCurrentUser',
        dontText:
          'No `currentUserId`: the reader’s own row is not marked (you), so nothing tells them which account is theirs.',
      },
    ],
    content: [
      'Remove and Make owner are secondary in each row; the confirmation’s answer is destructive (Remove) or primary (Make owner).',
      'Loading is the kit’s skeleton; no pending invitations is its empty state.',
    ],
    accessibility: [
      'Every change is announced; focus goes to the list’s heading when its row goes.',
    ],
  },
  'Account/Connected/SignIn': {
    ...connected('sign-in', '?path=/docs/account-signin--docs'),
    pairs: [
      {
        do: 'Default',
        doText:
          'Both ways in under the form: Create Account for a store’s administrator, Register as a seller for a seller.',
        dont: 'DontNoSellerLink',
        dontText:
          '`sellerRegisterHref={null}`: a seller without an account finds only the company’s registration.',
      },
    ],
  },
  'Account/Connected/Register': {
    ...connected('register', '?path=/docs/account-register--docs'),
    pairs: [
      {
        do: 'Default',
        doText:
          'The screen at the width of the page’s content, its fields side by side where they fit.',
        dont: 'DontNarrowColumn',
        dontText:
          'Squeezed into a 16rem column on a wide screen: the form falls back to its phone layout, First and Last Name stack, and ‘Sign In’ breaks over two lines.',
      },
    ],
  },
  'Account/Connected/ChangePassword': {
    ...connected('change-password', '?path=/docs/account-changepassword--docs'),
    pairs: [
      {
        do: 'Company',
        doText: 'The signed-in administrator’s kind: the line under the heading speaks to them.',
        dont: 'DontSellerKindForAdmin',
        dontText:
          '`kind="seller"` hard-coded for the store’s administrator: the line under the heading speaks to a seller.',
      },
    ],
  },
  'Wizards/Company/CompanyOnboardingWizard': {
    ...step('The company admin’s eleven onboarding steps, from Register Details to Collections.'),
    pairs: [
      {
        do: 'Resumed',
        doText:
          'Embedded with its tenant: the wizard opens where the store stopped, earlier steps done.',
        dont: 'DontNoTenant',
        dontText:
          'Embedded with no tenant: instead of the wizard, the reader gets a message meant for the developer. Set `tenant`, or serve the page on the store’s own address.',
      },
    ],
  },
  'Wizards/Seller/SellerOnboardingWizard': {
    ...step('The seller’s twelve onboarding steps, from Seller Details to the product’s logo.'),
    pairs: [
      {
        do: 'FirstStep',
        doText: 'Given the store’s tenant: the seller starts at the first step.',
        dont: 'DontUnknownTenant',
        dontText:
          'A tenant the API does not know (‘acme-shop’ for ‘acme’): the seller sees ‘Unknown store’, not the wizard.',
      },
    ],
  },
  'Wizards/Steps/RegisterDetails': {
    ...step('The registration’s answers, to check before going on; they are not edited here.', [
      'Answers are a label/value list; ‘Not given’ where there is none.',
    ]),
    pairs: [
      {
        do: 'Default',
        doText: 'The first step has Next only: there is nothing before it.',
        dont: 'DontBackOnFirstStep',
        dontText:
          'Back on the first step: it can only lead out of the wizard, away from the answers to check.',
      },
    ],
  },
  'Wizards/Steps/CompanyInformation': {
    ...step('The company’s details, contacts and limits.'),
    pairs: [
      {
        do: 'ServerError',
        doText:
          'The refusal in the kit’s words for its code, in the reader’s language, above Next (‘Please Upload Logo’).',
        dont: 'DontRawServerError',
        dontText:
          'The database’s own text handed to `serverError`: the reader learns a constraint’s name, not that the PAN number is already used.',
      },
    ],
  },
  'Wizards/Steps/Billing': {
    ...step('Where invoices go.', ['Billing Name and Country are read-only, each saying why.']),
    pairs: [
      {
        do: 'Prefilled',
        doText: 'The provinces of the country handed in: Province offers every one.',
        dont: 'DontNoProvinces',
        dontText:
          'Composed without loading the provinces: the saved Maharashtra shows as an empty Province, and there is nothing to choose from.',
      },
    ],
  },
  'Wizards/Steps/AboutUs': {
    ...step('The store’s story and picture, shown on its storefront.'),
    pairs: [
      {
        do: 'Prefilled',
        doText: 'The image limit is the upload’s own: PNG, JPG or WEBP up to 5 MB.',
        dont: 'DontTinyImageLimit',
        dontText:
          'A limit of the host’s own (`maxImageBytes`, ‘up to 100 kB’): a store’s photo from a phone is refused before it is sent.',
      },
    ],
  },
  'Wizards/Steps/Terms': {
    ...step('The store’s terms and commission.'),
    pairs: [
      {
        do: 'Prefilled',
        doText: 'In the middle of the flow, with Back to About Us and Next.',
        dont: 'DontNoBack',
        dontText:
          'Without `onBack` in the middle of the flow: the reader cannot go back to About Us to correct it.',
      },
    ],
  },
  'Wizards/Steps/SellerDetails': {
    ...step('The seller’s identity, address and tax numbers.'),
    pairs: [
      {
        do: 'SellerCodes',
        doText:
          'The seller wizard’s record read with `codes="seller"`: Organization and Male, as they were saved.',
        dont: 'DontOtherFlowsCodes',
        dontText:
          'The same record with `codes` left out (the company’s codes): Seller Type and Business Type show nothing chosen, and Ravi reads as Female.',
      },
    ],
  },
  'Wizards/Seller/AddProduct': {
    ...step('The seller’s first product: categories, brand and details.'),
    pairs: [
      {
        do: 'Default',
        doText: 'The store’s brands to pick from, and Add New for one that is missing.',
        dont: 'DontNoWayToAddBrand',
        dontText:
          'No brands yet and no `onCreateBrand`: Brand is required, and the seller has no way to fill it.',
      },
    ],
  },
  'Wizards/Seller/VariantsTax': {
    ...step('The product’s variants and taxes.'),
    pairs: [
      {
        do: 'VariantsOff',
        doText: 'The rates start empty: the seller enters the ones that apply to this product.',
        dont: 'DontPrefilledTaxes',
        dontText:
          'Rates prefilled by the host (9, 9 and 18): the seller can pass them unread, and the product is taxed at rates nobody chose for it.',
      },
    ],
  },
  'Wizards/Seller/ProductLogo': {
    ...step('The product’s picture, checked by its content, then uploaded.'),
    pairs: [
      {
        do: 'UploadProgress',
        doText: 'An upload under way shows how far it has got, and Next stays busy until it ends.',
        dont: 'DontBusyWithoutProgress',
        dontText:
          'A busy Next alone (`submitting` without `uploadProgress`): on a slow line the seller cannot tell whether anything is moving.',
      },
    ],
  },
  'Wizards/Catalog/Level1Modal': {
    ...catalogModal('Level1 category'),
    pairs: [
      {
        do: 'ServerError',
        doText: 'The refusal in the kit’s words, above the fields; what was typed stays.',
        dont: 'DontRawServerError',
        dontText:
          'The database’s own text as the refusal: the reader learns a constraint’s name, not that the category already exists.',
      },
    ],
  },
  'Wizards/Catalog/Level2Modal': {
    ...catalogModal('Level2 category'),
    pairs: [
      {
        do: 'Empty',
        doText: 'Opened with the Level1 categories to choose the parent from.',
        dont: 'DontNoParents',
        dontText:
          'Opened before any Level1 category exists: the parent cannot be chosen, so the form cannot be saved.',
      },
    ],
  },
  'Wizards/Catalog/Level3Modal': {
    ...catalogModal('Level3 category'),
    pairs: [
      {
        do: 'DoTranslatedRefusal',
        doText:
          'The refusal in the reader’s language: the kit’s words for the server’s code (`catalog-entry-not-found`).',
        dont: 'DontUntranslatedRefusal',
        dontText:
          'The server’s English message handed as it came: an Arabic reader gets a sentence they may not be able to read.',
      },
    ],
  },
  'Wizards/Catalog/BannerModal': {
    ...catalogModal('banner'),
    pairs: [
      {
        do: 'ServerError',
        doText: 'A refusal that says what went wrong; the typed values stay.',
        dont: 'DontStatusAsMessage',
        dontText:
          'An HTTP status as the message (‘413 Payload Too Large’): a number, not that the picture is too big.',
      },
    ],
  },
  'Wizards/Catalog/CollectionModal': {
    ...catalogModal('collection'),
    pairs: [
      {
        do: 'Empty',
        doText: 'Opened ready: Save waits for the reader.',
        dont: 'DontBusyOnOpen',
        dontText:
          'The host’s `submitting` left on from the last save: Save is busy before anything is sent, and the reader cannot add another collection.',
      },
    ],
  },
  'Wizards/Catalog/BrandModal': {
    ...catalogModal('brand'),
    pairs: [
      {
        do: 'ServerError',
        doText: 'A refusal that names the problem: ‘Brand already exists’.',
        dont: 'DontVagueRefusal',
        dontText:
          '‘Something went wrong.’: the reader cannot tell whether to rename the brand or try again later.',
      },
    ],
  },
  'Wizards/Catalog/Level1Step': {
    ...catalogStep('Level1 categories'),
    pairs: [
      {
        do: 'WithData',
        doText: 'In the flow, with Back to the terms and Next once a category exists.',
        dont: 'DontNoBack',
        dontText: 'Without `onBack`: the reader cannot go back to the terms from the catalog.',
      },
    ],
  },
  'Wizards/Catalog/Level2Step': {
    ...catalogStep('Level2 categories'),
    pairs: [
      {
        do: 'WithData',
        doText: 'The table at the width of the page’s content: every name in full.',
        dont: 'DontNarrowColumn',
        dontText:
          'Squeezed into a 16rem column: the names are cut short (‘Pressure Co…’), and the table scrolls sideways to show the rest.',
      },
    ],
  },
  'Wizards/Catalog/Level3Step': {
    ...catalogStep('Level3 categories'),
    pairs: [
      {
        do: 'WithData',
        doText: 'The signed-in store’s own company id: its categories, listed.',
        dont: 'DontOtherStore',
        dontText:
          'A company id written into the host (another store’s): the list is refused, and Retry cannot help.',
      },
    ],
  },
  'Wizards/Catalog/BannersStep': {
    ...catalogStep('banners'),
    pairs: [
      {
        do: 'WithDataArabic',
        doText:
          'Arabic laid out right to left: Add New, the columns, Back and Next where a right-to-left reader looks for them.',
        dont: 'DontHeldLeftToRight',
        dontText:
          'Arabic held left to right by the host: Add New, the columns, Back and Next all sit on the wrong side for a right-to-left reader.',
      },
    ],
  },
  'Wizards/Catalog/CollectionsStep': {
    ...catalogStep('collections'),
    pairs: [
      {
        do: 'WithData',
        doText: 'The last step keeps Back to the banners.',
        dont: 'DontNoBack',
        dontText:
          'Without `onBack` on the last step: the reader cannot go back to the banners before finishing.',
      },
    ],
  },
  'Wizards/Catalog/Sections': {
    ...catalogStep('catalog lists'),
    pairs: [
      {
        do: 'Removable',
        doText: 'Remove for the store’s administrators, asking before it removes.',
        dont: 'DontRemovableForSeller',
        dontText:
          '`removable` for a signed-in seller on the store’s categories: each Remove ends in the server’s refusal.',
      },
    ],
  },
  'Wizards/Catalog/Tables': {
    ...catalogStep('catalog records'),
    pairs: [
      {
        do: 'Level1',
        doText: 'Add New above the table is secondary: the step’s one primary stays Next.',
        dont: 'DontPrimaryAddNew',
        dontText:
          'A filled primary Add New: two primaries on the step, and the reader cannot tell which one moves on.',
      },
    ],
  },
  'Theme/Presets': {
    use: [
      'Choosing the store’s colour scheme: six presets, light and dark, every pair of colours checked for contrast.',
    ],
    avoid: [
      'A brand colour used as a fill behind text: the kit derives its fill (`primaryFill`) for that.',
    ],
    pairs: [
      {
        do: 'DoDerivedFill',
        doText:
          'A light brand colour (`primaryColor` ‘#ffc107’): the host’s badge takes the derived `primaryFill` with `onPrimary` on it, as the kit’s Save does, and reads at 4.5:1 or more.',
        dont: 'DontRawPrimaryFill',
        dontText:
          'A host’s badge on the raw brand colour (`primaryColor` ‘#ffc107’) with the text meant for `primaryFill`: white on amber at about 1.6:1, far below 4.5:1. The kit’s own Save beside it stays readable.',
      },
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
