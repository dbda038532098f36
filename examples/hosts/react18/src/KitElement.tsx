import { useEffect, useRef, type ElementType } from 'react';
import type { KitElementTagNameMap } from 'storefront-onboarding/elements';

type Tag = keyof KitElementTagNameMap;

export interface KitElementProps<T extends Tag> {
  tag: T;
  /** Strings, set as attributes (React 18 sets nothing else on a custom element). */
  attributes?: Record<string, string | undefined>;
  /** Objects and functions, set as properties once the element exists. */
  properties?: Partial<KitElementTagNameMap[T]>;
  /** Listeners by event name (`navigate`, `step-saved` …). */
  on?: Record<string, (event: CustomEvent) => void>;
}

/**
 * One of the kit's custom elements in a React 18 tree: React 18 passes a custom element's props
 * as attributes only, so properties and listeners go through a ref.
 */
export function KitElement<T extends Tag>({
  tag,
  attributes = {},
  properties,
  on,
}: KitElementProps<T>) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (ref.current && properties) Object.assign(ref.current, properties);
  }, [properties]);
  useEffect(() => {
    const element = ref.current;
    if (!element || !on) return undefined;
    const listeners = Object.entries(on).map(([type, listener]) => {
      const handle = (event: Event) => listener(event as CustomEvent);
      element.addEventListener(type, handle);
      return () => element.removeEventListener(type, handle);
    });
    return () => listeners.forEach((remove) => remove());
  }, [on]);
  const Element = tag as unknown as ElementType;
  return <Element ref={ref} {...attributes} />;
}
