import type { Guidance } from './types';

/** The back-office chrome's guidance, by story title (Chrome/…). */
export const chrome: Record<string, Guidance> = {
  'Chrome/Bookmarks': {
    use: ['The reader’s own shortcuts to pages they use often, starred from the menu search.'],
    avoid: ['Shortcuts the host wants everyone to see: put them in the menu.'],
    pairs: [
      {
        do: 'Controlled',
        doText: 'The pages this reader starred, kept across visits.',
        dont: 'DontPrefilledBookmarks',
        dontText:
          'Pages starred for the reader by the host: the row fills with shortcuts nobody chose.',
      },
    ],
    content: [
      'The empty panel says how to add one (‘Search the menu and star a page to keep it here.’).',
    ],
    accessibility: [
      'Each star says what it does (‘Bookmark Summary’) and its state (`aria-pressed`).',
    ],
  },
  'Chrome/Breadcrumb': {
    use: ['Above every back-office page: the page’s title (its h1) and the section it belongs to.'],
    avoid: ['Pages outside the menu (sign-in, errors): the full layout has no breadcrumb.'],
    pairs: [
      {
        do: 'Default',
        doText: 'The title is the menu’s label for the page, under its section.',
        dont: 'DontTitleUnlikeItsMenu',
        dontText: 'A title of its own: the reader who chose ‘Summary’ cannot tell they arrived.',
      },
    ],
    content: ['Titles are the menu’s labels, translated as the menu translates them.'],
    accessibility: [
      'The title is the page’s one h1; the trail is a `navigation` named ‘Breadcrumb’.',
    ],
  },
  'Chrome/ChatPanel': {
    use: ['Messages between the store’s people, in the right sidebar.'],
    avoid: ['Notifications from the system: toasts, or a page of their own.'],
    pairs: [
      {
        do: 'WithThread',
        doText: 'People on one side, the conversation with one of them on the other.',
        dont: 'DontChatAsNotifications',
        dontText: 'Robots listed as people: the reader writes to a feed that never answers.',
      },
    ],
    content: [
      'Empty threads invite a first message (‘No messages yet. Say hello!’).',
      'Messages are shown as written, each in its own direction.',
    ],
    accessibility: ['The thread is a `log`: new messages are read politely.'],
  },
  'Chrome/ContentLayout': {
    use: [
      'Every signed-in back-office page: header, side menu, breadcrumb, page, footer, customizer.',
    ],
    avoid: ['Sign-in, registration, errors and maintenance: the full layout.'],
    pairs: [
      {
        do: 'Default',
        doText: 'The page with its breadcrumb: its title is the page’s h1, in the main landmark.',
        dont: 'DontPageWithoutTitle',
        dontText:
          'No breadcrumb: the page has no title, and the skip link lands on nothing that names it.',
      },
    ],
    content: ['The brand is the store’s name; the menu’s titles are short nouns.'],
    accessibility: [
      'Skip to content is the first Tab stop.',
      'Under 991 px the menu opens over the page: focus moves in, the page under it leaves the tab order, Escape closes it.',
    ],
  },
  'Chrome/Customizer': {
    use: [
      'Letting the reader change the layout’s look: colour scheme, mix layout, direction, sidebar.',
    ],
    avoid: ['Settings of the store or the account: a page of their own.'],
    pairs: [
      {
        do: 'Default',
        doText: 'Closed until asked: two icons at the page’s edge, clear of its content.',
        dont: 'SettingsTab',
        dontText:
          'Opened for the reader on load: the panel covers the page they came for. Open it from its icons only.',
      },
    ],
    content: ['Choices are named as the product names them; the colour schemes by number.'],
    accessibility: [
      'A panel beside the page, not a dialog: focus or a press outside closes it, and Escape.',
      'Its choices are radio groups; the tabs are a tab list.',
    ],
  },
  'Chrome/Footer': {
    use: ['The copyright line under every back-office page.'],
    avoid: ['Links the reader needs: the menu or the page.'],
    pairs: [
      {
        do: 'Default',
        doText: 'One line: the year and the brand.',
        dont: 'DontFooterAsMenu',
        dontText: 'A second menu in the footer: links nobody scrolls down to, twice.',
      },
    ],
    content: [
      'The product’s sentence, verbatim: ‘Copyright {year} © {brand} All rights reserved.’',
    ],
  },
  'Chrome/FriendList': {
    use: ['The people of the store, in the right sidebar: search by name, open a chat.'],
    avoid: ['Managing the team (roles, invitations): the Store team panel.'],
    pairs: [
      {
        do: 'NoResults',
        doText: 'A search that found nobody: the kit’s empty state, with Clear search.',
        dont: 'DontOwnNoResults',
        dontText: 'A line of its own (‘Nothing here.’): no way back, and a look no other list has.',
      },
    ],
    content: [
      'The product’s message when nobody matches: ‘Sorry, We didn’t find any results matching this search’.',
    ],
    accessibility: [
      'A panel beside the page: it takes focus when opened and closes when focus leaves it; Escape closes it anywhere.',
    ],
  },
  'Chrome/FullLayout': {
    use: [
      'Pages outside the back-office menu: sign-in and registration, errors, maintenance, coming soon.',
    ],
    avoid: ['A page reached from the menu: the content layout, so the reader can go on.'],
    pairs: [
      {
        do: 'Default',
        doText: 'A page that stands alone, with its own way on.',
        dont: 'DontBareLayoutForMenuPages',
        dontText: 'A back-office page without its menu: a dead end.',
      },
    ],
    content: ['Its page brings its own h1 and the action that leads on.'],
  },
  'Chrome/Header': {
    use: [
      'The top of every back-office page: menu toggle, search, friends, language, the account menu.',
    ],
    avoid: ['Page actions: they belong to the page.'],
    pairs: [
      {
        do: 'Default',
        doText:
          'The language switch is a button that opens the list: the page changes when a language is chosen.',
        dont: 'DontLanguageSelect',
        dontText:
          'A native select: each arrow key changes the whole page, so reaching Arabic passes through Hindi (WCAG 3.2.2).',
      },
    ],
    content: ['Each language is named in its own script (English, हिन्दी, العربية).'],
    accessibility: [
      'Icon buttons say what they do (‘Show the friend list’) and their state (`aria-expanded`).',
      'Menus close when focus leaves them; Escape closes them and gives focus back.',
    ],
  },
  'Chrome/MenuSearch': {
    use: ['Finding a page of the menu by its title, as the reader types.'],
    avoid: ['Searching records (products, sellers): the tables’ own search.'],
    pairs: [
      {
        do: 'WithResults',
        doText: 'Results as the reader types, at most eight, ↓ moves into them.',
        dont: 'DontSearchButton',
        dontText:
          'A search that waits for a button: one more step for every page the reader looks for.',
      },
    ],
    content: [
      'The placeholder is the product’s ‘Search..’; nothing found says ‘Opps!! There are no result found.’ with Clear search.',
    ],
    accessibility: ['The count of results is announced; Escape clears the box.'],
  },
  'Chrome/ProfilePicture': {
    use: ['The signed-in person’s picture, changed from the account menu.'],
    avoid: ['Pictures of records (products, brands): an `ImageField`.'],
    pairs: [
      {
        do: 'Initials',
        doText: 'No picture yet: the person’s initials on the brand fill.',
        dont: 'DontBlankAvatar',
        dontText: 'An empty grey circle: it says nothing about whose account this is.',
      },
    ],
    content: [
      'Refusals say what is accepted (‘Only image files can be used as a profile picture.’).',
    ],
    accessibility: ['The picture has the person’s name as its alternative text.'],
  },
  'Chrome/Sidebar': {
    use: ['The back-office menu: links, external links and branches, three levels at most.'],
    avoid: ['Actions (Sign out, Save): buttons where the task is.'],
    pairs: [
      {
        do: 'Default',
        doText: 'Short nouns; the current page marked and its branch open.',
        dont: 'DontSentencesAsTitles',
        dontText:
          'Sentences as titles: cut short in the menu, and long for the breadcrumb and the search.',
      },
    ],
    content: ['Titles are short nouns, one to three words.'],
    accessibility: [
      '↑ ↓ move between entries, → opens a branch and ← closes it (mirrored right to left).',
      'The current page is `aria-current="page"`.',
    ],
  },
};
