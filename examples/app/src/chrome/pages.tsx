import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { ChatPanel } from 'storefront-onboarding/chrome';
import { RouterLink } from '../RouterLink';
import { exampleMenu, trailFor } from './menu';
import { examplePeople } from './people';
import { registerChromeStrings } from './register';

registerChromeStrings();

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-inline-size: 48rem;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  & ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[4]};
  }
`;

/**
 * A content section's page: the section's pages as links (the spec names these routes but not
 * their screens; the breadcrumb above names the page).
 */
export function SectionPage() {
  const { t } = useTranslation('exampleChrome');
  const { pathname } = useLocation();
  const section = trailFor(pathname)[0] ?? exampleMenu[0]!;
  const pages = (section.children ?? []).flatMap((item) =>
    item.children ? item.children : [item],
  );
  return (
    <Panel aria-labelledby="section-pages">
      <h2 id="section-pages">{t('section.pages')}</h2>
      <ul>
        {pages
          .filter((item) => item.type === 'link' && item.path)
          .map((item) => (
            <li key={item.path}>
              <RouterLink
                href={item.path}
                aria-current={item.path === pathname ? 'page' : undefined}
              >
                {t(item.title)}
              </RouterLink>
            </li>
          ))}
      </ul>
    </Panel>
  );
}

/** /chat/: the chat with the example's colleagues. */
export function ChatPage() {
  return <ChatPanel people={examplePeople} />;
}
