/**
 * Two kinds of stories, because a story's picture (its screenshot, its docs-page example, what a
 * designer opens) is wherever its play ends:
 *
 * - a **state** story renders its state from args and loaders, and its play only checks that the
 *   state is shown: the picture is the state of its name;
 * - an **interaction** story walks from one state to another (type, save, retry). It is named
 *   `… (interaction)`, tagged `interaction`, and kept off docs pages (`!autodocs`): its picture is
 *   the end of the walk, and a docs page is a catalogue of states, not of walks.
 *
 * @example
 * export const RetryLoadsTheList: Story = interaction('Retry loads the list', {
 *   loaders: failsOnce,
 *   play: async (context) => { … },
 * });
 */
export function interaction<S extends object>(
  name: string,
  story: S,
): S & { name: string; tags: string[] } {
  const tags = 'tags' in story && Array.isArray(story.tags) ? (story.tags as string[]) : [];
  return { ...story, name: `${name} (interaction)`, tags: [...tags, 'interaction', '!autodocs'] };
}
