import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { useChromeTranslation } from '../internal/strings';
import { useControllableState } from '../../components/common/useControllableState';
import { Avatar, initials } from '../ProfilePicture/ProfilePicture';
import { SendIcon } from '../icons';
import { searchFriends, type Friend } from '../FriendList/types';
import { EmptyState } from '../../components/EmptyState';

/** docs/behaviour.md, "Constants": the automatic reply comes 2000 ms after a message is sent. */
export const AUTO_REPLY_MS = 2000;

/** One chat message; `from` is the sender's id, or 'me'. */
export interface ChatMessage {
  id: string;
  from: string;
  text: string;
  /** When it was sent (ms since the epoch). */
  at: number;
}

/** The threads by person id. */
export type ChatThreads = Record<string, ChatMessage[]>;

/** The last call with a person (the chat service's `call`). */
export interface ChatCall {
  /** Who called: the person ('incoming') or the user ('outgoing'). */
  status: 'incoming' | 'outgoing';
  /** When (an ISO date-time). */
  date_time: string;
}

/** A person in the chat: a friend plus what the chat service says about them. */
export interface ChatPerson extends Friend {
  /** When the person was last seen (an ISO date-time), shown while they are not online. */
  seen?: string;
  /** The person is typing a message to the user. */
  typing?: boolean;
  /** The last call with the person. */
  call?: ChatCall;
}

function stamp(id: string, from: string, text: string): ChatMessage {
  return { id, from, text, at: Date.now() };
}

const Root = styled.section`
  display: grid;
  grid-template-columns: minmax(12rem, 16rem) 1fr;
  min-block-size: 28rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 1fr;
  }
`;

const People = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  border-inline-end: 1px solid ${({ theme }) => theme.color.border};
  & button {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    inline-size: 100%;
    padding: ${({ theme }) => theme.space[2]};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    text-align: start;
    cursor: pointer;
  }
  & button[aria-current='true'],
  & button:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

const Conversation = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

const Log = styled.div`
  flex: 1;
  padding: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  max-block-size: 24rem;
`;

const Messages = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-inline-size: 80%;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $mine, theme }) => ($mine ? theme.color.primaryFill : theme.color.surfaceSunken)};
  color: ${({ $mine, theme }) => ($mine ? theme.color.onPrimary : theme.color.text)};
`;

const Composer = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  & input {
    flex: 1;
    min-block-size: 2.5rem;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.control};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.color.surface};
  }
  & button {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.color.primaryFill};
    color: ${({ theme }) => theme.color.onPrimary};
    cursor: pointer;
  }
`;

const Note = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Title = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  & h2 {
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

const Hint = styled.p`
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface ChatPanelProps {
  /** The people one can write to (those with `authenticate === 1` are left out). */
  people: ChatPerson[];
  /** The starting threads, by person id. */
  defaultThreads?: ChatThreads;
  /** The person whose thread is open (controlled). */
  selectedId?: string;
  /** The person open at first when uncontrolled. @default the first person */
  defaultSelectedId?: string;
  /** Called when another person is chosen. */
  onSelectedIdChange?: (id: string) => void;
  /** Called with each message the user sends. */
  onSend?: (to: Friend, text: string) => void;
  /** Milliseconds before the automatic reply. @default 2000 */
  autoReplyMs?: number;
}

/**
 * The chat behind /chat/ (docs/behaviour.md, "Chrome states"): pick a person, send a message (it
 * is appended to that person's thread) and, two seconds later, the person answers automatically
 * that they are busy and will text later. New messages are announced (`role="log"`), and the
 * newest one is scrolled into view once it has rendered (also on opening a thread). Each person
 * shows the chat service's details: typing, last call, and when last seen while not online.
 */
export function ChatPanel({
  people,
  defaultThreads = {},
  selectedId,
  defaultSelectedId,
  onSelectedIdChange,
  onSend,
  autoReplyMs = AUTO_REPLY_MS,
}: ChatPanelProps) {
  const { t, i18n } = useChromeTranslation();
  const id = useId();
  const shown = searchFriends(people, '') as ChatPerson[];
  const when = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime())
      ? iso
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          date,
        );
  };
  const noteOf = (p: ChatPerson) =>
    p.typing
      ? t('chrome.chat.typing')
      : p.call
        ? t(`chrome.chat.call.${p.call.status}`, { when: when(p.call.date_time) })
        : null;
  const [current, setCurrent] = useControllableState<string | undefined>({
    value: selectedId,
    defaultValue: defaultSelectedId ?? shown[0]?.id,
    onChange: (next) => next && onSelectedIdChange?.(next),
  });
  const [threads, setThreads] = useState<ChatThreads>(defaultThreads);
  const [draft, setDraft] = useState('');
  const counter = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const logRef = useRef<HTMLDivElement>(null);
  const person = shown.find((p) => p.id === current);
  const thread = (current && threads[current]) || [];

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  // The newest message (or the typing note) in view once rendered, and on opening a thread.
  const typing = person?.typing === true;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [current, thread.length, typing]);

  const append = (to: string, from: string, text: string) => {
    counter.current += 1;
    const message = stamp(`${id}-${counter.current}`, from, text);
    setThreads((all) => ({ ...all, [to]: [...(all[to] ?? []), message] }));
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || !person) return;
    append(person.id, 'me', text);
    setDraft('');
    onSend?.(person, text);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      append(person.id, person.id, t('chrome.chat.autoReply', { name: person.name }));
    }, autoReplyMs);
    timers.current.add(timer);
  };

  return (
    <Root aria-label={t('chrome.chat.label')}>
      <People aria-label={t('chrome.chat.people')}>
        {shown.map((p) => {
          const note = noteOf(p);
          return (
            <li key={p.id}>
              <button
                type="button"
                aria-current={p.id === current ? 'true' : undefined}
                onClick={() => setCurrent(p.id)}
              >
                <Avatar $size={2} aria-hidden="true">
                  {p.image ? <img src={p.image} alt="" /> : initials(p.name)}
                </Avatar>
                <span>
                  <bdi dir="auto">{p.name}</bdi>
                  {note ? <Note>{note}</Note> : null}
                </span>
              </button>
            </li>
          );
        })}
      </People>
      <Conversation>
        {person ? (
          <>
            <Title>
              <h2 id={`${id}-title`}>{t('chrome.chat.thread', { name: person.name })}</h2>
              <Note>
                {person.status === 'online'
                  ? t('chrome.chat.online')
                  : person.seen
                    ? t('chrome.chat.lastSeen', { when: when(person.seen) })
                    : null}
              </Note>
            </Title>
            <Log ref={logRef} role="log" aria-labelledby={`${id}-title`} tabIndex={0}>
              <Messages>
                {thread.length ? (
                  thread.map((m) => (
                    <Bubble key={m.id} $mine={m.from === 'me'}>
                      <span className="sfo-visually-hidden">
                        {m.from === 'me' ? t('chrome.chat.you') : person.name}:{' '}
                      </span>
                      {/* The writer's text in its own direction ('?Did …' under RTL otherwise). */}
                      <bdi dir="auto">{m.text}</bdi>
                    </Bubble>
                  ))
                ) : (
                  <li>
                    <EmptyState title={t('chrome.chat.empty')} />
                  </li>
                )}
                {typing ? (
                  <li>
                    <Note>{t('chrome.chat.isTyping', { name: person.name })}</Note>
                  </li>
                ) : null}
              </Messages>
            </Log>
            <Composer onSubmit={send}>
              <input
                dir="auto"
                value={draft}
                aria-label={t('chrome.chat.message')}
                placeholder={t('chrome.chat.placeholder')}
                onChange={(event) => setDraft(event.target.value)}
              />
              <button type="submit">
                <SendIcon />
                {t('chrome.chat.send')}
              </button>
            </Composer>
          </>
        ) : shown.length ? (
          <Hint>{t('chrome.chat.choose')}</Hint>
        ) : (
          <EmptyState title={t('chrome.chat.noPeople')} />
        )}
      </Conversation>
    </Root>
  );
}
