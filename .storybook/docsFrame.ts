/** Whether this preview is a story frame embedded in a docs page (`docs.story.inline: false`). */
function inDocsPage(): boolean {
  try {
    return (
      window.parent !== window &&
      new URLSearchParams(window.parent.location.search).get('viewMode') === 'docs'
    );
  } catch {
    return false;
  }
}

/**
 * In a docs page, the examples that open a modal render in frames of their own (`modalDocs`,
 * stories/support/modes.ts), so the dialog's scroll lock stays in its frame. Focus and
 * `scrollIntoView` in a frame still scroll the pages around it: here, the frame's play moving
 * focus would make the docs page jump while the reader scrolls. Inside such a frame nothing
 * scrolls the embedding page; the story itself behaves as everywhere else.
 */
export function keepDocsPageStill(): void {
  if (typeof window === 'undefined' || !inDocsPage()) return;
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusWithoutScroll(options?: FocusOptions) {
    focus.call(this, { ...options, preventScroll: true });
  };
  Element.prototype.scrollIntoView = function scrollNothing() {};
}
