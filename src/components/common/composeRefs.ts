import type { Ref, RefCallback } from 'react';

/**
 * One ref callback that hands the node to every given ref (callback or object), for a component
 * that needs its own handle on a node the host may also want. Cleanups returned by callback refs
 * (React 19) run when the node goes.
 *
 * @example
 * <input ref={composeRefs(innerRef, props.ref)} />
 */
export function composeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
      return undefined;
    });
    return () => {
      refs.forEach((ref, i) => {
        const cleanup = cleanups[i];
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      });
    };
  };
}
