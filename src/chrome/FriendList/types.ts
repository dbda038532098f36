/** A person in the friend list and the chat (docs/behaviour.md, "Chrome"). */
export interface Friend {
  /** Unique id. */
  id: string;
  /** The name shown and searched. */
  name: string;
  /** A line under the name (role, last message). */
  note?: string;
  /** Presence. @default 'offline' */
  status?: 'online' | 'offline' | 'busy';
  /** The picture's URL. */
  image?: string;
  /** The chat service's flag: people with `authenticate === 1` are not shown. */
  authenticate?: number;
}

/** Friend search (docs/behaviour.md, "Validation"): case-insensitive substring of the name; empty restores all. */
export function searchFriends(friends: Friend[], term: string): Friend[] {
  const shown = friends.filter((f) => f.authenticate !== 1);
  const needle = term.trim().toLocaleLowerCase();
  return needle ? shown.filter((f) => f.name.toLocaleLowerCase().includes(needle)) : shown;
}
