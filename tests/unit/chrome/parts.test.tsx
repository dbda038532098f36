import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Breadcrumb } from '../../../src/chrome/Breadcrumb';
import { readBookmarks, toggleBookmark } from '../../../src/chrome/Bookmarks';
import { FriendList, searchFriends } from '../../../src/chrome/FriendList';
import { ChatPanel } from '../../../src/chrome/ChatPanel';
import { Footer } from '../../../src/chrome/Footer';
import { demoMenu } from '../../../src/testing/demoMenu';
import { demoFriends } from '../../../src/testing/demoFriends';
import { renderWithKit } from '../render';

// Many clicks and typing: slow on a loaded 2-core machine.
describe('Breadcrumb and bookmarks', { timeout: 20_000 }, () => {
  it('links home to /dashboard/default and shows the host’s labels', () => {
    renderWithKit(<Breadcrumb parent="Master" title="Summary" />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/dashboard/default',
    );
    expect(within(nav).getByText('Master')).toBeInTheDocument();
    expect(within(nav).getByText('Summary')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add or remove bookmarks' })).toBeNull();
  });

  it('adds and removes bookmarks with the star and keeps them in the settings store', async () => {
    const { user, settings } = renderWithKit(
      <div>
        <Breadcrumb parent="Master" title="Summary" items={demoMenu} />
        <p>outside</p>
      </div>,
    );
    const open = screen.getByRole('button', { name: 'Add or remove bookmarks' });
    await user.click(open);
    const box = screen.getByRole('searchbox', { name: 'Search the menu to bookmark' });
    await user.type(box, 'view');
    const star = screen.getByRole('button', { name: 'Bookmark ViewExpense' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(settings.get().bookmarks).toBe('["/master/ViewExpense"]');
    const quick = screen.getByRole('list', { name: 'Bookmarks' });
    expect(within(quick).getByRole('link', { name: 'ViewExpense' })).toHaveAttribute(
      'href',
      '/master/ViewExpense',
    );
    await user.click(screen.getByRole('button', { name: 'Bookmark ViewPaymentAccount' }));
    await user.click(star);
    expect(settings.get().bookmarks).toBe('["/master/ViewPaymentAccount"]');
    // No result: the spec's message.
    await user.clear(box);
    await user.type(box, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('Opps!! There are no result found.');
    // A click outside closes the panel; a click inside does not.
    await user.click(box);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('outside'));
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows stored bookmarks after a reload and follows a controlled list', async () => {
    const onBookmarksChange = vi.fn();
    const { user } = renderWithKit(
      <Breadcrumb
        items={demoMenu}
        bookmarks={['/chat/', '/gone']}
        onBookmarksChange={onBookmarksChange}
      />,
    );
    const quick = screen.getByRole('list', { name: 'Bookmarks' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/chat/']);
    await user.click(screen.getByRole('button', { name: 'Add or remove bookmarks' }));
    await user.type(screen.getByRole('searchbox'), 'chat');
    await user.click(screen.getByRole('button', { name: 'Bookmark Chat' }));
    expect(onBookmarksChange).toHaveBeenCalledWith(['/gone']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('says there are no bookmarks yet, and how to add one, until one is starred', async () => {
    const { user } = renderWithKit(<Breadcrumb parent="Master" title="Summary" items={demoMenu} />);
    await user.click(screen.getByRole('button', { name: 'Add or remove bookmarks' }));
    expect(screen.getByText('No bookmarks yet')).toBeInTheDocument();
    expect(
      screen.getByText('Search the menu and star a page to keep it here.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search the menu to bookmark' }), 'view');
    expect(screen.queryByText('No bookmarks yet')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Bookmark ViewExpense' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Search the menu to bookmark' }));
    expect(screen.queryByText('No bookmarks yet')).toBeNull();
  });

  it('reads and toggles the stored list', () => {
    expect(readBookmarks(undefined)).toEqual([]);
    expect(readBookmarks('not json')).toEqual([]);
    expect(readBookmarks('["/a",3]')).toEqual(['/a']);
    expect(toggleBookmark(['/a'], '/b')).toEqual(['/a', '/b']);
    expect(toggleBookmark(['/a', '/b'], '/a')).toEqual(['/b']);
  });
});

describe('FriendList', () => {
  it('hides people with authenticate === 1 and links each to /chat/', () => {
    renderWithKit(<FriendList friends={demoFriends} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links.every((a) => a.getAttribute('href') === '/chat/')).toBe(true);
    expect(screen.queryByText('Kiran Patel')).toBeNull();
  });

  it('searches by name, restores on empty and says so when nobody matches', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithKit(<FriendList friends={demoFriends} onSelect={onSelect} />);
    const box = screen.getByRole('searchbox', { name: 'Search friends' });
    await user.type(box, 'rAo');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      expect.stringContaining('Asha Rao'),
    ]);
    await user.clear(box);
    expect(screen.getAllByRole('link')).toHaveLength(5);
    await user.type(box, 'kiran');
    expect(screen.getByRole('status')).toHaveTextContent(
      "Sorry, We didn't find any results matching this search",
    );
    // The kit's one empty state offers the way back: the list again, focus in the search.
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.getAllByRole('link')).toHaveLength(5);
    await user.click(screen.getByRole('link', { name: /Meera Iyer/ }));
    expect(onSelect).toHaveBeenCalledWith(demoFriends[2]);
    expect(searchFriends(demoFriends, '  ')).toHaveLength(5);
  });

  it("searches in the kit's one search field: the control corner, not a pill", () => {
    renderWithKit(<FriendList friends={demoFriends} />);
    const box = screen.getByRole('searchbox', { name: 'Search friends' });
    expect(getComputedStyle(box).borderRadius).toBe('4px');
    expect(getComputedStyle(box).minBlockSize).toBe('2.5rem');
  });

  it('says a list with nobody in it is empty, with no search to clear', () => {
    // Only people who are hidden (authenticate === 1): nobody to show, no search typed.
    renderWithKit(<FriendList friends={demoFriends.filter((f) => f.authenticate === 1)} />);
    expect(screen.getByText('No friends yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    expect(screen.queryByText("Sorry, We didn't find any results matching this search")).toBeNull();
  });

  it('writes names and notes in their own direction', () => {
    renderWithKit(<FriendList friends={demoFriends} />, { locale: 'ar' });
    expect(screen.getByText('Asha Rao')).toHaveAttribute('dir', 'auto');
    for (const note of document.querySelectorAll('small bdi')) {
      expect(note).toHaveAttribute('dir', 'auto');
    }
  });
});

describe('ChatPanel', () => {
  afterEach(() => vi.useRealTimers());

  it('appends to the receiver’s thread and replies automatically after 2 s', async () => {
    const onSend = vi.fn();
    const { user } = renderWithKit(<ChatPanel people={demoFriends} onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: /Sara Khan/ }));
    const log = screen.getByRole('log', { name: 'Conversation with Sara Khan' });
    expect(log).toHaveTextContent('No messages yet. Say hello!');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello there');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith(demoFriends[4], 'Hello there');
    expect(within(log).getAllByRole('listitem')).toHaveLength(1);
    expect(log).toHaveTextContent('You: Hello there');
    act(() => void vi.advanceTimersByTime(1999));
    expect(within(log).getAllByRole('listitem')).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    expect(log).toHaveTextContent(
      'Sara Khan: Hey, this is Sara Khan. Sorry, I am busy right now; I will text you later.',
    );
    // The other threads are untouched.
    vi.useRealTimers();
    await user.click(screen.getByRole('button', { name: /Asha Rao/ }));
    expect(screen.getByRole('log')).toHaveTextContent('No messages yet.');
    expect(screen.queryByRole('button', { name: /Kiran/ })).toBeNull();
  });

  it('says when there is nobody to chat with, and writes messages in their own direction', () => {
    const { unmount } = renderWithKit(<ChatPanel people={[]} />);
    expect(screen.getByText('No one to chat with yet')).toBeInTheDocument();
    expect(screen.queryByText('Choose someone to chat with.')).toBeNull();
    unmount();
    renderWithKit(<ChatPanel people={demoFriends} />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('dir', 'auto');
    // People's names are their own text, in their own direction.
    expect(screen.getByText('Sara Khan', { selector: 'bdi' })).toHaveAttribute('dir', 'auto');
  });

  it('shows who is typing, the last call and when a person was last seen', async () => {
    const { user } = renderWithKit(<ChatPanel people={demoFriends} />);
    expect(screen.getByRole('button', { name: /Vikram Singh/ })).toHaveTextContent('typing…');
    expect(screen.getByRole('button', { name: /Asha Rao/ })).toHaveTextContent(
      /Incoming call, Jun 15, 2025, 10:30/,
    );
    expect(screen.getByRole('button', { name: /Meera Iyer/ })).toHaveTextContent(
      /Outgoing call, Jun 14, 2025, 9:15/,
    );
    // Asha is online; Meera is not, so her thread says when she was last seen.
    expect(
      screen.getByRole('heading', { name: 'Conversation with Asha Rao' }).parentElement,
    ).toHaveTextContent('Online');
    await user.click(screen.getByRole('button', { name: /Meera Iyer/ }));
    expect(
      screen.getByRole('heading', { name: 'Conversation with Meera Iyer' }).parentElement,
    ).toHaveTextContent(/Last seen Jun 15, 2025, 6:05/);
    expect(screen.getByRole('log')).not.toHaveTextContent('is typing');
    await user.click(screen.getByRole('button', { name: /Vikram Singh/ }));
    expect(screen.getByRole('log')).toHaveTextContent('Vikram Singh is typing…');
  });
});

describe('Footer', () => {
  it('says the year (the current one by default) and the brand', () => {
    const { rerender } = renderWithKit(<Footer brand="Storefront" year={2031} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'Copyright 2031 © Storefront All rights reserved.',
    );
    rerender(<Footer brand="Acme" />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `Copyright ${new Date().getFullYear()} © Acme All rights reserved.`,
    );
  });
});
