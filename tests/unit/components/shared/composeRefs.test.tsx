import { createRef } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { composeRefs } from '../../../../src/components/common/composeRefs';

describe('composeRefs', () => {
  it('hands the node to object and callback refs, and clears both when it goes', () => {
    const object = createRef<HTMLInputElement>();
    const callback = vi.fn();
    const { unmount } = render(
      <input aria-label="x" ref={composeRefs(object, callback, undefined)} />,
    );
    expect(object.current).toBeInstanceOf(HTMLInputElement);
    expect(callback).toHaveBeenCalledWith(object.current);
    unmount();
    expect(object.current).toBeNull();
    expect(callback).toHaveBeenLastCalledWith(null);
  });

  it("runs a callback ref's own cleanup instead of calling it with null", () => {
    const cleanup = vi.fn();
    const callback = vi.fn(() => cleanup);
    const { unmount } = render(<div ref={composeRefs(callback)} />);
    unmount();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
