export { ChatPanel, AUTO_REPLY_MS } from './ChatPanel';
export type { ChatPanelProps, ChatMessage, ChatThreads } from './ChatPanel';
