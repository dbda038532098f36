import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { act, screen, within } from '@testing-library/react';
import { Header } from '../../../src/chrome/Header';
import { ContentLayout } from '../../../src/chrome/layouts';
import { demoMenu } from '../../../src/testing/demoMenu';
import { renderWithKit } from '../render';

const record = {
  user_id: 7,
  username: 'asha',
  first_name: 'Asha',
  last_name: 'Rao',
  kind: 'company',
  pw_changed: 1,
} as never;

describe('Header', () => {
  it('signs out through the session store, then calls onSignOut', async () => {
    const onSignOut = vi.fn();
    const { user, session } = renderWithKit(<Header items={demoMenu} onSignOut={onSignOut} />);
    act(() => void session.signIn(record));
    await user.click(screen.getByRole('button', { name: 'Account menu for Asha Rao' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(session.get()).toBeNull();
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('closes the user menu with Escape, giving focus back', async () => {
    const { user } = renderWithKit(<Header items={demoMenu} userName="Ravi" />);
    const button = screen.getByRole('button', { name: 'Account menu for Ravi' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('names the current language on its switch, in its own script, and lists the others only when opened', async () => {
    for (const [locale, name, label] of [
      ['en', 'Language English', 'Language'],
      ['hi', 'भाषा हिन्दी', 'भाषा'],
      ['ar', 'اللغة العربية', 'اللغة'],
    ] as const) {
      const { user, unmount } = renderWithKit(<Header items={demoMenu} />, { locale });
      const toggle = screen.getByRole('button', { name });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // Closed, no other script is laid out (nor its face fetched).
      expect(screen.queryByRole('list', { name: label })).toBeNull();
      await user.click(toggle);
      const list = screen.getByRole('list', { name: label });
      const choices = within(list).getAllByRole('button');
      expect(choices.map((c) => c.textContent)).toEqual(['English', 'हिन्दी', 'العربية']);
      expect(choices.map((c) => c.closest('li')?.getAttribute('lang'))).toEqual(['en', 'hi', 'ar']);
      expect(within(list).getByRole('button', { current: true })).toHaveTextContent(
        ({ en: 'English', hi: 'हिन्दी', ar: 'العربية' } as const)[locale],
      );
      unmount();
    }
  });

  it('switches among the shipped languages on a choice only', async () => {
    const { user, i18n } = renderWithKit(<Header items={demoMenu} />);
    const toggle = screen.getByRole('button', { name: 'Language English' });
    await user.click(toggle);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(i18n.language).toBe('en');
    await user.click(screen.getByRole('button', { name: 'العربية' }));
    expect(i18n.language).toBe('ar');
    expect(screen.queryByRole('list', { name: 'اللغة' })).toBeNull();
    expect(screen.getByRole('button', { name: 'اللغة العربية' })).toHaveFocus();
  });

  it('hides the full-screen toggle where the Fullscreen API is missing, and uses it where present', async () => {
    const { user, unmount } = renderWithKit(<Header items={demoMenu} />);
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
    unmount();
    const request = vi.fn(() => Promise.resolve());
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    document.documentElement.requestFullscreen = request;
    renderWithKit(<Header items={demoMenu} />);
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(request).toHaveBeenCalled();
    Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true });
  });

  it('takes only images as a profile picture', async () => {
    const onPictureChange = vi.fn();
    URL.createObjectURL = vi.fn(() => 'blob:pic');
    URL.revokeObjectURL = vi.fn();
    const { user } = renderWithKit(
      <Header items={demoMenu} userName="Asha Rao" onPictureChange={onPictureChange} />,
    );
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    const input = screen.getByLabelText('Change the profile picture');
    // A picker can be told to show all files: the component must refuse by itself.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only image files can be used as a profile picture.',
    );
    expect(onPictureChange).not.toHaveBeenCalled();
    const png = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(input, png);
    expect(onPictureChange).toHaveBeenCalledWith('blob:pic', png);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', 'blob:pic');
  });
});

describe('ContentLayout', () => {
  const listeners = new Set<() => void>();
  let width = 1280;
  const original = window.matchMedia;
  function mockWidth(px: number) {
    width = px;
    window.matchMedia = ((query: string) => ({
      get matches() {
        const max = /max-width:\s*([\d.]+)px/.exec(query);
        return max ? width <= Number(max[1]) : false;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    })) as never;
  }
  afterEach(() => {
    window.matchMedia = original;
    listeners.clear();
    vi.useRealTimers();
  });

  it('starts collapsed under 991 px and follows resizes', async () => {
    mockWidth(800);
    const { user } = renderWithKit(
      <ContentLayout items={demoMenu} currentPath="/dashboard/default">
        <p>page</p>
      </ContentLayout>,
    );
    const toggle = screen.getByRole('button', { name: 'Toggle the side menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation', { hidden: true })).toHaveAttribute(
      'data-state',
      'collapsed',
    );
    act(() => {
      width = 1200;
      listeners.forEach((l) => l());
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    act(() => {
      width = 700;
      listeners.forEach((l) => l());
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts open on a wide screen, shows the page and toggles the right sidebar', async () => {
    mockWidth(1280);
    const { user } = renderWithKit(
      <ContentLayout
        items={demoMenu}
        currentPath="/dashboard/default"
        rightSidebar={<p>friends here</p>}
        breadcrumb={<p>crumbs</p>}
        footer={<p>foot</p>}
      >
        <p>page</p>
      </ContentLayout>,
    );
    expect(screen.getByRole('button', { name: 'Toggle the side menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('main', { name: 'Page content' })).toHaveTextContent('page');
    expect(screen.getByText('crumbs')).toBeInTheDocument();
    expect(screen.getByText('foot')).toBeInTheDocument();
    const friends = screen.getByRole('button', { name: 'Show the friend list' });
    // Closed, the friend list is not built; opened once, it stays built (its search kept).
    expect(screen.queryByText('friends here')).toBeNull();
    await user.click(friends);
    expect(friends).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('friends here')).toBeInTheDocument();
    await user.click(friends);
    expect(friends).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('friends here')).toBeInTheDocument();
  });

  it('shows the page loader while a routed page loads, only once it takes over 300 ms', async () => {
    mockWidth(1280);
    const gate = () => {
      let open!: () => void;
      const promise = new Promise<void>((resolve) => (open = resolve));
      let done = false;
      void promise.then(() => (done = true));
      function Page({ text }: { text: string }) {
        if (!done) throw promise;
        return <p>{text}</p>;
      }
      return { open, Page };
    };
    // The loader's 300 ms threshold runs on a faked clock, advanced exactly.
    vi.useFakeTimers();
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    const loading = () =>
      screen.queryAllByRole('status').filter((s) => s.textContent === 'Loading…');

    // A fast page: ready after 100 ms, the loader never shows.
    const fast = gate();
    const { rerender } = renderWithKit(
      <ContentLayout items={demoMenu} currentPath="/fast">
        <fast.Page text="fast page" />
      </ContentLayout>,
    );
    await wait(100);
    expect(loading()).toEqual([]);
    await act(async () => fast.open());
    expect(screen.getByText('fast page')).toBeInTheDocument();
    await wait(400);
    expect(loading()).toEqual([]);

    // A slow page: the loader shows after 300 ms and goes once the page is there.
    const slow = gate();
    rerender(
      <ContentLayout items={demoMenu} currentPath="/slow">
        <slow.Page text="slow page" />
      </ContentLayout>,
    );
    await wait(200);
    expect(loading()).toEqual([]);
    await wait(250);
    expect(loading()).toHaveLength(1);
    await act(async () => slow.open());
    await wait(0);
    expect(screen.getByText('slow page')).toBeInTheDocument();
    expect(loading()).toEqual([]);
    vi.useRealTimers();
  });
});
