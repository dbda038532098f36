import type { Guidance } from './types';

/** The primitives' guidance, by story title (Components/…). */
export const components: Record<string, Guidance> = {
  'Components/Alert': {
    use: [
      'To say something about a whole form, screen or list: a refusal from the server, a list that could not load (with Retry), an outcome such as a verified e-mail.',
      'Danger for what went wrong and must be read now (announced at once), success and info for outcomes, warning for what will go wrong if nothing is done.',
    ],
    avoid: [
      'A problem with one field: the field says it, under itself (see [Errors](?path=/docs/patterns-errors--docs)).',
      'Something that happened after the fact, away from where the reader is: a `Toast`.',
      'Loading: a `Skeleton`. An empty list: an `EmptyState`.',
    ],
    pairs: [
      {
        do: 'Danger',
        doText:
          'One alert at the top of the form for the refusal, in the kit’s words, saying what to do next.',
        dont: 'DontFieldErrorAsAlert',
        dontText:
          'A field’s own error as an alert above the form: the reader must find the field it means, and the field is not marked invalid.',
      },
    ],
    content: [
      'Lead with what happened, then what to do: ‘The store team could not be loaded.’ then Retry.',
      'A title only when the alert holds more than one sentence or a list (the error summary’s ‘There is a problem’).',
      'The product’s own sentences stay verbatim (‘Your Email is Verified. Now you can login your admin account’).',
    ],
    accessibility: [
      'Danger is `role="alert"` (read at once); the other tones are `role="status"` (read politely).',
      'Its icon carries the tone too, so colour is never the only cue.',
    ],
  },
  'Components/Button': {
    use: [
      '**Primary** completes the view’s task: Next, Save, Sign In, Send invitation. One per view (a page, a wizard step, a dialog, a card’s form); a row of buttons reads with the primary last, at the end.',
      '**Secondary** is every other action with a face: Back, Cancel, Add New above a table, Retry, Choose file, and the actions of a list’s rows (Make owner, Remove, Revoke), small (`sm`) in rows.',
      '**Tertiary** acts on one piece of content, where a framed button would be noise: remove a chosen file, add a category beside its select, cancel a small inline form.',
      '**Destructive** confirms what cannot be undone, in the confirmation dialog only (Remove admin). It takes the primary’s place there.',
    ],
    avoid: [
      'Going somewhere: a link. A button acts; a link navigates.',
      'A destructive fill in a list: each row’s Remove is secondary and asks first; the red fill is for the answer to that question.',
      'Two primaries side by side: the reader cannot tell which one finishes the task.',
      '`sm` outside rows, toolbars and fields; labels never under 12 px (the stories lane checks every button).',
    ],
    pairs: [
      {
        do: 'Variants',
        doText:
          'One primary (Next) at the end; Back secondary; tertiary for the small action on content; destructive only in a confirmation.',
        dont: 'DontTwoPrimaries',
        dontText:
          'Back, Add New and Next all filled: nothing says which one finishes the step, and a small filled Add New shouts louder than Next.',
      },
    ],
    content: [
      'A verb, or verb and noun, in the product’s casing: ‘Next’, ‘Add New’, ‘Send invitation’.',
      'While busy the label stays (the spinner covers it) or says what is happening (‘Removing…’), never ‘Please wait’.',
      'Icon-only buttons have an accessible name that says the action (‘Close the customizer’).',
    ],
    accessibility: [
      'A busy button keeps focus and its width, reports `aria-busy`, and ignores a second press.',
      'The focus ring is the kit’s: 2 px, the theme’s focus colour, offset.',
    ],
  },
  'Components/Card': {
    use: [
      'To group one subject on a page: a panel with a title (the store team), a form with its actions in the footer.',
    ],
    avoid: [
      'Inside another card: nest sections (`FormSection`) instead.',
      'Around a wizard step: the step’s frame is the page’s.',
    ],
    pairs: [
      {
        do: 'Default',
        doText:
          'A title, the content, and the card’s actions in its footer: Back secondary, Next primary.',
        dont: 'DontCardInCard',
        dontText:
          'A card in a card: two borders and two titles for one subject, and less room for the fields.',
      },
    ],
    content: [
      'The title names the subject (‘Store team’), not the action.',
      'A subtitle only for what the title cannot say in a few words.',
    ],
    accessibility: ['A card is a `section` named by its title: one more landmark to jump to.'],
  },
  'Components/Checkbox': {
    use: [
      'A single yes/no the reader opts into: accept the terms, allow variants in a form that saves with its button.',
    ],
    avoid: [
      'One choice of several: a `RadioGroup`.',
      'A setting that applies at once: a `Switch`.',
    ],
    pairs: [
      {
        do: 'Default',
        doText: 'One statement the reader agrees to, its label saying what ticking means.',
        dont: 'DontCheckboxesForOneChoice',
        dontText: 'Checkboxes for choices that exclude each other: the reader can tick both.',
      },
    ],
    content: ['Write the label as the statement that is true when ticked; no ‘Yes/No’ in it.'],
    accessibility: ['The label is the box’s name; an error is tied to it with `aria-describedby`.'],
  },
  'Components/DataTable': {
    use: [
      'Rows of records with the same columns that readers search, sort and page: catalog lists, sellers, expenses.',
    ],
    avoid: [
      'Two or three items with different shapes: a list.',
      'A form’s repeated rows (variants, features): a `SortableList`.',
    ],
    pairs: [
      {
        do: 'NoMatches',
        doText: 'A search that finds nothing says so under the headers and offers Clear search.',
        dont: 'DontEmptyWhileLoading',
        dontText:
          'Rows still on their way shown as ‘There are no records to display’: the reader thinks the list is empty. Pass `loading` for the table’s skeleton.',
      },
    ],
    content: [
      'Column names as the record’s fields are named elsewhere (‘Level1 Category’).',
      'The empty state is the list’s own words and action (‘No banners yet’, ‘Add your first banner’), not ‘No data’.',
    ],
    accessibility: [
      'Sortable headers are buttons; the order is `aria-sort` on the header cell and is announced.',
      'A table wider than the screen scrolls inside a named region the keyboard reaches.',
    ],
  },
  'Components/DateField': {
    use: ['A date the reader knows (a date of birth), with the limits that apply (`min`, `max`).'],
    avoid: ['A date to be chosen relative to today (‘in 3 days’): a select of options.'],
    pairs: [
      {
        do: 'Filled',
        doText: 'The browser’s date input: typed or picked, shown in the reader’s locale, bounded.',
        dont: 'DontTextForDate',
        dontText:
          'A text field with a ‘dd/mm/yyyy’ placeholder: no picker, no bounds, and the format vanishes once typing starts.',
      },
    ],
    content: [
      'The label names the date (‘Date of Birth’); bounds go in the hint when they are not obvious.',
    ],
    accessibility: ['Its calendar button is part of the input and shows the kit’s focus ring.'],
  },
  'Components/Dropzone': {
    use: [
      'Several images at once (a product’s gallery): dropped or chosen, each checked by its content.',
    ],
    avoid: ['One image (a logo, a banner): an `ImageField`, which shows the picture.'],
    pairs: [
      {
        do: 'WithFiles',
        doText: 'Several files, listed with their sizes, each with its own Remove.',
        dont: 'DontDropzoneForOneImage',
        dontText: 'A drop area for a single logo: the reader cannot see the picture they chose.',
      },
    ],
    content: [
      'Say what is accepted and the limits under the area (‘PNG, JPG or WEBP · up to 5 MB’).',
    ],
    accessibility: ['Choose files is a real button; dropping is never the only way in.'],
  },
  'Components/EmptyState': {
    use: [
      'A list with nothing in it yet: a mark, a title about the list, and the action that fills it.',
      'A search that matched nothing: `onClearSearch` shows the search mark and Clear search.',
    ],
    avoid: ['While content loads: a `Skeleton`. When it failed: an `Alert` with Retry.'],
    pairs: [
      {
        do: 'WithAction',
        doText: 'The list’s own words and the one action that fills it, secondary.',
        dont: 'DontGenericEmpty',
        dontText:
          '‘No data’ and a primary button: the words say nothing about the list, and the step’s one primary is no longer Next.',
      },
    ],
    content: [
      'Title: what is empty, in the list’s words (‘No banners yet’, ‘No friends yet’).',
      'Description only when it helps fill the list (‘Search the menu and star a page to keep it here.’).',
      'The action starts with a verb: ‘Add your first banner’, ‘Clear search’.',
    ],
    accessibility: [
      'A search’s empty state is announced politely; the mark is hidden from assistive tech.',
    ],
  },
  'Components/Forms/FormExample': {
    use: [
      'Every form: fields validated on submit, each message under its field, focus on the first invalid one.',
    ],
    avoid: [
      'Validating while the reader types the first time: wait for submit, then follow the corrections.',
    ],
    pairs: [
      {
        do: 'ErrorsAfterSubmit',
        doText:
          'Submit is always enabled; pressing it says what is missing, where, and moves focus there.',
        dont: 'DontDisabledSubmit',
        dontText:
          'A disabled Submit until the form is valid: nothing says why it cannot be pressed.',
      },
    ],
    content: ['Messages are the product’s words, verbatim (‘Area is Required’).'],
    accessibility: ['Focus goes to the first invalid field; each message is tied to its field.'],
  },
  'Components/FormSection': {
    use: [
      'A titled group of fields in a form (Address, Point of Contact), in one to three columns.',
    ],
    avoid: [
      'Answers that cannot be edited: a label/value list (see Foundations, Read-only, disabled, editable).',
      'One field: it needs no section of its own.',
    ],
    pairs: [
      {
        do: 'WithDescription',
        doText: 'A few related fields under one title, with a sentence on what they are for.',
        dont: 'DontSectionPerField',
        dontText:
          'A section for each field: titles repeat the labels and the form is twice as long.',
      },
    ],
    content: [
      'Titles are nouns (‘Address’); a section titled like its step keeps the title for assistive tech only (`hideTitle`).',
    ],
    accessibility: [
      'A `fieldset` named by its `legend`: screen readers say the group when entering it.',
    ],
  },
  'Components/ImageField': {
    use: [
      'One image the record keeps (a logo, a banner): chosen, checked by its bytes, previewed.',
    ],
    avoid: ['Several images: a `Dropzone`.'],
    pairs: [
      {
        do: 'WithFile',
        doText:
          'The chosen picture in its preview, its name and size, Replace and Remove beside it.',
        dont: 'DontBareFileInput',
        dontText:
          'The browser’s own file input: no preview, no check of the content, no limits said.',
      },
    ],
    content: [
      'The hint says types and size in one sentence; refusals say why (‘Only allowed PNG or JPG or WEBP’).',
    ],
    accessibility: ['The picker is a button with the field’s label; a refusal is announced.'],
  },
  'Components/Lightbox': {
    use: ['Looking at a gallery’s pictures large, one after another.'],
    avoid: ['A single small picture the page can show at its size.'],
    pairs: [
      {
        do: 'Default',
        doText: 'Thumbnails that open the gallery in place, arrows and Escape inside it.',
        dont: 'DontLinkToImageFiles',
        dontText:
          'Thumbnails that open each file in a new tab: the reader leaves the page for every picture.',
      },
    ],
    content: [
      'Each picture has alternative text; the counter says where the reader is (‘2 of 4’).',
    ],
    accessibility: ['A dialog: focus moves in, ← and → move, Escape closes and gives focus back.'],
  },
  'Components/ConfirmDialog': {
    use: [
      'Before what cannot be undone or changes who may do what: remove an administrator, hand the store over, remove a catalog row.',
      'When the answer needs a proof first (a step-up password): the field goes in the dialog.',
    ],
    avoid: [
      'An ordinary save or a step forward: asking every time teaches people to confirm without reading.',
      'A task with several fields: a `Modal` with its own form.',
    ],
    pairs: [
      {
        do: 'Question',
        doText:
          'The question names who and what happens (‘Ravi Sharma is signed out at once…’); Cancel has focus.',
        dont: 'DontConfirmEverySave',
        dontText:
          'A question before a save that can be edited later: it stops the reader and says nothing new.',
      },
    ],
    content: [
      'The title is the question (‘Remove this administrator?’); the confirming button repeats its verb (‘Remove’), never ‘OK’ or ‘Yes’.',
      'The text says what follows, in one or two sentences.',
    ],
    accessibility: [
      'Focus starts on Cancel (or on the field the answer needs); Enter never confirms by accident.',
      'A refusal is announced in the dialog, which stays open; while busy, Escape does not close it.',
    ],
  },
  'Components/KitProblemNotice': {
    use: [
      'Where the kit cannot work as placed: no store in the address, a store the API does not know, an API that does not answer, a session that ended.',
    ],
    avoid: [
      'A refusal of what the reader typed: the form’s own error, by its field.',
      'A loading state that never ends: say what stops the page instead (this notice).',
    ],
    pairs: [
      {
        do: 'NoTenant',
        doText: 'Says what is wrong and which setting fixes it, in the reader’s language.',
        dont: 'DontRetryWhatCannotPass',
        dontText:
          'A skeleton or ‘Loading…’ that waits for ever: nothing tells the host what to set.',
      },
    ],
    content: [
      'The title names the problem; the text names the setting in code (`tenant="…"`), never translated.',
    ],
    accessibility: ['Announced as an alert; ‘Try again’ only where trying again can succeed.'],
  },
  'Components/Modal': {
    use: [
      'A short task that must finish or be cancelled before going on: add a category, confirm a removal.',
    ],
    avoid: [
      'Telling the reader something happened: a `Toast`.',
      'A long form: a page or a wizard step.',
    ],
    pairs: [
      {
        do: 'StaticBackdrop',
        doText:
          'A form in a dialog keeps what was typed: Escape and the backdrop do not close it by accident.',
        dont: 'DontModalForNews',
        dontText:
          'A dialog to say ‘Saved’: it stops the reader for news; a toast says it without taking focus.',
      },
    ],
    content: [
      'The title says the task (‘Level2 Category >> Add New’); the primary button repeats its verb (‘Save’).',
    ],
    accessibility: [
      'Focus moves in, stays in while open, and returns to the opener; the page behind does not scroll.',
    ],
  },
  'Components/NumberField': {
    use: [
      'Numbers written as text: phone numbers, codes, amounts typed with the numeric keyboard.',
    ],
    avoid: ['A quantity changed by small steps: `NativeNumber` (a number input with its arrows).'],
    pairs: [
      {
        do: 'Filled',
        doText: 'A phone number as text with the numeric keyboard: leading zeros and spaces kept.',
        dont: 'DontArrowsForPhone',
        dontText:
          'A number input for a phone: arrows change the number, leading zeros go, and the wheel scrolls it.',
      },
    ],
    content: ['Units go beside the value, not in the label.'],
    accessibility: ['`inputmode` brings the numeric keyboard; the label names the value.'],
  },
  'Components/PasswordField': {
    use: ['Any password: with Show password, so the reader can check what they typed.'],
    avoid: ['Codes sent by e-mail or SMS: a text field.'],
    pairs: [
      {
        do: 'Default',
        doText: 'Hidden by default, with a button that shows it.',
        dont: 'DontPasswordAsText',
        dontText: 'A password in a plain text field: shown to anyone looking at the screen.',
      },
    ],
    content: [
      'Each toggle is named for its field (‘Show Confirm Password’), so two on a form are told apart.',
    ],
    accessibility: ['The toggle reports its state with `aria-pressed`.'],
  },
  'Components/ProgressStrip': {
    use: ['A wizard of several steps: where the reader is, what is done, what is left.'],
    avoid: ['Two or three screens: say ‘Step 2 of 3’ in the title instead.'],
    pairs: [
      {
        do: 'MiddleStep',
        doText: 'Done steps ticked, the current one marked, the rest to come.',
        dont: 'DontStripForTwoSteps',
        dontText: 'A strip for two steps: more chrome than content.',
      },
    ],
    content: ['Step labels are the step titles, short.'],
    accessibility: [
      'The current step is `aria-current="step"`; under 600 px the compact form is a named progress bar.',
    ],
  },
  'Components/RadioGroup': {
    use: ['One choice of two to five, all worth seeing at once (Gender, Seller Type).'],
    avoid: ['More than five choices: a `SelectField`. A yes/no: a `Checkbox` or a `Switch`.'],
    pairs: [
      {
        do: 'Default',
        doText: 'Every choice visible, one tap each.',
        dont: 'DontSelectForFewChoices',
        dontText:
          'Three choices hidden in a select: two taps and a list to see what could be chosen.',
      },
    ],
    content: ['The legend asks the question; options are short and parallel.'],
    accessibility: ['Arrow keys move between the radios; an error is tied to the group.'],
  },
  'Components/RichText': {
    use: [
      'Showing text people wrote in the editor (About Us, Terms): sanitised, in the kit’s type.',
    ],
    avoid: ['The kit’s own sentences: plain text.'],
    pairs: [
      {
        do: 'Default',
        doText: 'The stored HTML rendered, cleaned of anything unsafe.',
        dont: 'DontHtmlAsText',
        dontText: 'The stored HTML printed as text: the reader sees tags instead of the words.',
      },
    ],
    content: ['What people wrote is shown as written, in its own direction.'],
  },
  'Components/RichTextEditor': {
    use: ['Long text with structure (About Us, Terms): paragraphs, bold, lists, links.'],
    avoid: ['A name or a line: a `TextField`. Plain long text: a `TextArea`.'],
    pairs: [
      {
        do: 'WithValue',
        doText: 'A page of text with its toolbar: headings, lists and links where they help.',
        dont: 'DontEditorForOneLine',
        dontText:
          'A whole editor for a store name: a toolbar for nothing, and formatting nobody needs.',
      },
    ],
    content: ['The label names the text; the editor’s placeholder may say what it is for.'],
    accessibility: [
      'The toolbar is one tab stop with arrow keys; the editing area is a named textbox.',
    ],
  },
  'Components/SelectField': {
    use: [
      'One choice from a long list (Province, Category): the native select, with the phone’s own picker.',
    ],
    avoid: [
      'Two to five choices: a `RadioGroup`.',
      'A fixed value: a read-only field that says why (`readOnlyReason`).',
    ],
    pairs: [
      {
        do: 'Default',
        doText: 'A placeholder (‘Select Province’) until the reader chooses.',
        dont: 'DontPreselectedRequired',
        dontText:
          'A required select that starts on its first option: the reader may never notice they did not choose.',
      },
    ],
    content: [
      'The placeholder is ‘Select …’ with the field’s noun; options are as the record names them.',
    ],
    accessibility: ['A native select: keyboard and screen readers as users expect.'],
  },
  'Components/Skeleton': {
    use: [
      'Content on its way: lines where text will be, a table’s header and rows where a table will be.',
    ],
    avoid: [
      'An action in progress (Save): the button’s own spinner.',
      'A whole routed page: the `PageLoader`.',
    ],
    pairs: [
      {
        do: 'FramedTable',
        doText: 'The table’s shape while its rows load, announced once as ‘Loading…’.',
        dont: 'DontLoadingLine',
        dontText:
          'A bare ‘Loading…’ line: the page jumps when the table arrives, and it reads like an error.',
      },
    ],
    content: [
      'Its label (announced, not shown) says what is loading when ‘Loading…’ is not enough.',
    ],
    accessibility: [
      'A busy region with one status message; the bars are hidden from assistive tech.',
    ],
  },
  'Components/SortableList': {
    use: ['A short list the reader orders and fills: features, variants, FAQs.'],
    avoid: ['Records with many fields: a `DataTable` and a modal.'],
    pairs: [
      {
        do: 'Default',
        doText:
          'Rows with their handles, moved by drag or by keyboard, added and removed in place.',
        dont: 'DontOrderByNumber',
        dontText: 'An ‘Order’ number per row: the reader renumbers everything to move one item.',
      },
    ],
    content: [
      'Its Add button names the item (‘Add feature’); the empty list says what goes in it.',
    ],
    accessibility: ['Moving by keyboard is announced (‘Moved to position 2 of 3’).'],
  },
  'Components/Switch': {
    use: ['A setting that applies at once when flipped: allow variants, dark mode.'],
    avoid: ['A choice saved later with a button: a `Checkbox`.'],
    pairs: [
      {
        do: 'On',
        doText: 'A setting that takes effect as soon as it is flipped.',
        dont: 'DontSwitchThatWaits',
        dontText: 'A switch in a form that only applies after Save: it looks done when it is not.',
      },
    ],
    content: ['The label names the setting, not its state (‘Allow variants’, not ‘On’).'],
    accessibility: ['A `switch` role with `aria-checked`; Space flips it.'],
  },
  'Components/TextArea': {
    use: ['Several lines of plain text: a description, a note.'],
    avoid: ['One line: a `TextField`. Formatted text: a `RichTextEditor`.'],
    pairs: [
      {
        do: 'Filled',
        doText: 'Room for a paragraph, growing with what is written.',
        dont: 'DontTextAreaForName',
        dontText: 'A text area for a name: Enter adds a line nobody wants.',
      },
    ],
    content: ['Say in the hint how much to write when it matters.'],
  },
  'Components/TextField': {
    use: ['One line of text: a name, an e-mail, a code.'],
    avoid: [
      'A value the reader cannot change here: read-only with its reason (`readOnlyReason`), not disabled.',
      'Numbers typed as text (phones): a `NumberField`.',
    ],
    pairs: [
      {
        do: 'WithHint',
        doText: 'A visible label, and a hint under it for what the label cannot say.',
        dont: 'DontPlaceholderAsLabel',
        dontText: 'The placeholder as the only label: it vanishes as soon as the reader types.',
      },
      {
        do: 'ReadOnly',
        doText:
          'A value to read but not change here: full text colour, dashed border, and why, with a lock.',
        dont: 'DontDisabledForFixed',
        dontText:
          'A fixed value shown disabled: greyed like a control that will come back, and nothing says why.',
      },
    ],
    content: [
      'Labels are the product’s field names (‘Address Line1’); a `*` marks a required field.',
      'Hints are one sentence; errors are the product’s messages, verbatim.',
    ],
    accessibility: [
      'The label is the name; hint and error describe the input; an error marks it invalid.',
    ],
  },
  'Components/Toast': {
    use: [
      'Telling the reader something happened, away from where they are: saved, copied, an upload that failed after its dialog closed.',
    ],
    avoid: [
      'A refusal the reader must act on in a form: an `Alert` in the form.',
      'A field’s error: under the field.',
    ],
    pairs: [
      {
        do: 'Default',
        doText: 'A short success that goes by itself, where it covers nothing that matters.',
        dont: 'DontToastForFieldError',
        dontText:
          'A field’s error in a toast: it disappears before the reader has found the field.',
      },
    ],
    content: ['Past tense for what happened (‘Code Copied to clipboard’); one sentence.'],
    accessibility: [
      'Danger is assertive, the others polite; each has a close button; hovering or focus keeps it.',
    ],
  },
};
