import { expect, within } from 'storybook/test';

/**
 * The alert or status message that shows `text`. The canvas holds other live regions too (the
 * global toast regions, the forms' busy status), so a message is found by its words, then its role.
 */
export async function findMessage(
  root: HTMLElement,
  role: 'alert' | 'status',
  text: string | RegExp,
): Promise<HTMLElement> {
  const node = await within(root).findByText(text);
  const region = node.closest<HTMLElement>(`[role="${role}"]`);
  await expect(region).not.toBeNull();
  return region as HTMLElement;
}
