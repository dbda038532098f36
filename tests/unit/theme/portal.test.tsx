import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider, usePortalContainer } from '../../../src/theme';

/** Records the portal container each render of it saw. */
function Probe({ seen }: { seen: Array<HTMLElement | null> }) {
  seen.push(usePortalContainer());
  return null;
}

describe('the kit’s portal container', () => {
  it('is there from the first render: the kit’s content renders once on mount', () => {
    const seen: Array<HTMLElement | null> = [];
    const { container } = render(
      <ThemeProvider>
        <Probe seen={seen} />
      </ThemeProvider>,
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(container.querySelector('.sfo-portal'));
    expect(seen[0]?.closest('.sfo-root')).toBe(container.querySelector('.sfo-root'));
  });

  it('stays in place when the provider renders again, and leaves with it', () => {
    const seen: Array<HTMLElement | null> = [];
    const { container, rerender, unmount } = render(
      <ThemeProvider mode="light">
        <Probe seen={seen} />
      </ThemeProvider>,
    );
    const portal = container.querySelector('.sfo-portal');
    const inside = document.createElement('input');
    portal?.append(inside);
    inside.focus();
    rerender(
      <ThemeProvider mode="dark">
        <Probe seen={seen} />
      </ThemeProvider>,
    );
    expect(new Set(seen).size).toBe(1);
    expect(container.querySelector('.sfo-portal')).toBe(portal);
    expect(inside).toHaveFocus();
    unmount();
    expect(portal?.isConnected).toBe(false);
  });

  it('comes a commit after a hydrating render, as the server had none', async () => {
    const server: Array<HTMLElement | null> = [];
    const markup = renderToString(
      <ThemeProvider>
        <Probe seen={server} />
      </ThemeProvider>,
    );
    expect(server).toEqual([null]);
    const host = document.createElement('div');
    host.innerHTML = markup;
    document.body.append(host);
    const seen: Array<HTMLElement | null> = [];
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(
        host,
        <ThemeProvider>
          <Probe seen={seen} />
        </ThemeProvider>,
        { onRecoverableError },
      );
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(seen[0]).toBeNull();
    expect(seen.at(-1)).toBe(host.querySelector('.sfo-portal'));
    host.remove();
  });
});
