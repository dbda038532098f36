/**
 * A component page's guidance, as Polaris and Primer give it: when to use the component and when
 * not, do/don't pairs drawn by live stories, the words it carries, and how it reads to keyboard
 * and screen-reader users. Rendered by the docs page template (.storybook/KitDocsPage.tsx) above
 * the stories; each entry is in Markdown.
 */
export interface Guidance {
  /** When to use it. */
  use: string[];
  /** When not to, and what to use instead. */
  avoid: string[];
  /**
   * Do/don't pairs, each drawn by two stories of the page's own story file. Every primitive and
   * chrome page has at least one (tests/unit/storybook/guidance.test.ts).
   */
  pairs?: DoDont[];
  /** Content guidelines: its words, their tone and length. */
  content: string[];
  /** Keyboard and screen reader. */
  accessibility?: string[];
}

export interface DoDont {
  /** The export name of the story that shows what to do. */
  do: string;
  /** Why it is right. */
  doText: string;
  /**
   * The export name of the story that shows what not to do: a docs-only story, tagged
   * `['!dev', '!test', '!autodocs']` (out of the sidebar, the states list and the stories lane).
   */
  dont: string;
  /** What goes wrong. */
  dontText: string;
}
