export { Bookmarks } from './Bookmarks';
export type { BookmarksProps } from './Bookmarks';
export { readBookmarks, toggleBookmark } from './useBookmarks';
