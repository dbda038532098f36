import { FLOWS, type FlowName } from './flows';
import { classOf } from './elements';

/** Every tag the kit defines. */
export const KIT_ELEMENT_TAGS = Object.values(FLOWS).map((flow) => flow.tag);

/**
 * Defines the kit's elements in `registry` (the page's by default); a tag already defined (by
 * another copy of the kit) is left as it is. The entry calls it when it loads; call it yourself
 * for another registry.
 *
 * @example
 * import 'storefront-onboarding/elements'; // defines <sfo-sign-in> …
 */
export function defineKitElements(
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): void {
  if (!registry) return;
  for (const [flow, { tag }] of Object.entries(FLOWS)) {
    if (!registry.get(tag)) registry.define(tag, classOf<HTMLElement>(flow as FlowName));
  }
}
