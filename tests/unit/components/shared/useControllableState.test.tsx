import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from '../../../../src/components/common/useControllableState';

describe('useControllableState', () => {
  it('keeps its own state when uncontrolled and never calls onChange on mount', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 1, onChange }));
    expect(result.current[0]).toBe(1);
    expect(onChange).not.toHaveBeenCalled();
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('gives updaters the latest value, even from a stale setter', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() =>
      useControllableState<number[]>({ defaultValue: [], onChange }),
    );
    const staleSet = result.current[1];
    act(() => {
      staleSet((previous) => [...previous, 1]);
      staleSet((previous) => [...previous, 2]);
    });
    expect(result.current[0]).toEqual([1, 2]);
    expect(onChange).toHaveBeenLastCalledWith([1, 2]);
  });

  it('does not call onChange when the value stays the same', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 'a', onChange }));
    act(() => result.current[1]('a'));
    act(() => result.current[1]((previous) => previous));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('when controlled, chains updaters on what it handed out until the host catches up', () => {
    const { result } = renderHook(() => {
      const [files, setFiles] = useState<string[]>([]);
      const [value, setValue] = useControllableState({
        value: files,
        defaultValue: [],
        onChange: setFiles,
      });
      return { value, setValue };
    });
    const staleSet = result.current.setValue;
    act(() => {
      staleSet((previous) => [...previous, 'a']);
      staleSet((previous) => [...previous, 'b']);
    });
    expect(result.current.value).toEqual(['a', 'b']);
    act(() => staleSet((previous) => [...previous, 'c']));
    expect(result.current.value).toEqual(['a', 'b', 'c']);
  });

  it('when controlled, a value the host sets on its own wins over what was handed out', () => {
    const { result } = renderHook(() => {
      const [value, setHostValue] = useState('start');
      const [current, setValue] = useControllableState({
        value,
        defaultValue: '',
        onChange: () => undefined, // the host ignores changes
      });
      return { current, setValue, setHostValue };
    });
    act(() => result.current.setValue((previous) => `${previous}+1`));
    expect(result.current.current).toBe('start');
    act(() => result.current.setHostValue('reset'));
    act(() => result.current.setValue((previous) => `${previous}+2`));
    expect(result.current.current).toBe('reset');
  });
});
