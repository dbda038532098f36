export { ChatPanel, AUTO_REPLY_MS } from './ChatPanel';
export type { ChatCall, ChatMessage, ChatPanelProps, ChatPerson, ChatThreads } from './ChatPanel';
