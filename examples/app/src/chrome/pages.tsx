import { ChatPanel } from 'storefront-onboarding/chrome';
import { examplePeople } from './people';
import { registerChromeStrings } from './register';

registerChromeStrings();

/** /chat/: the chat with the example's colleagues. */
export function ChatPage() {
  return <ChatPanel people={examplePeople} />;
}
