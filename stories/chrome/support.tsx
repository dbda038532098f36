import { useMemo, useState, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Card } from '../../src/components/Card';
import { useTheme } from 'styled-components';
import { userEvent, within } from 'storybook/test';
import { ThemeProvider, type ThemeOptions } from '../../src/theme';
import {
  Breadcrumb,
  ContentLayout,
  FriendList,
  Footer,
  type ContentLayoutProps,
  type LinkComponent,
  type MenuItem,
  SettingsThemeProvider,
} from '../../src/chrome';
import { useSettings } from '../../src/api/context';
import type { StoredSettings } from '../../src/api/session/SettingsStore';
import { ToastProvider } from '../../src/components/Toast';
import { demoFriends } from '../../src/testing/demoFriends';
import { useKitTranslation } from '../../src/i18n';
import { demoMenu } from '../../src/testing/demoMenu';
import { storyT, type KitContext } from '../support/kit';

/**
 * Re-themes a story with sidebar options on top of the toolbar's preset, mode and direction (the
 * kit decorator's theme), the way a host's settings would.
 */
export function SidebarTheme({ children, ...options }: ThemeOptions & { children: ReactNode }) {
  const outer = useTheme();
  return (
    <ThemeProvider
      preset={outer.preset}
      mode={outer.mode}
      direction={outer.direction}
      mixLayout={outer.mixLayout}
      {...options}
    >
      {children}
    </ThemeProvider>
  );
}

/** A link for stories: it moves the demo's own path instead of leaving the story. */
function useStoryLink(navigate: (path: string) => void): LinkComponent {
  return useMemo(
    () =>
      function StoryLink({
        href,
        onClick,
        children,
        ...rest
      }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
        return (
          <a
            href={href}
            {...rest}
            onClick={(event) => {
              onClick?.(event);
              event.preventDefault();
              navigate(href);
            }}
          >
            {children}
          </a>
        );
      },
    [navigate],
  );
}

/** The section and page labels of a path, from the menu (what a host takes from its route data). */
function labelsFor(path: string): { parent?: string; title?: string } {
  const trail: string[] = [];
  const visit = (list: MenuItem[], above: string[]): boolean =>
    list.some((item) =>
      item.path === path
        ? (trail.push(...above, item.title), true)
        : item.children
          ? visit(item.children, [...above, item.title])
          : false,
    );
  visit(demoMenu, []);
  return { parent: trail[0], title: trail[trail.length - 1] };
}

/**
 * The whole chrome as a host wires it, with the demo menu and friends: the path lives in state,
 * so following a menu link, a search result or a bookmark changes the page.
 */
export function LayoutDemo({
  initialPath = '/dashboard/default',
  customizer,
  ...props
}: Partial<ContentLayoutProps> & { initialPath?: string }) {
  const [path, setPath] = useState(initialPath);
  const link = useStoryLink(setPath);
  // The route's labels are the menu's titles: keys, translated as the menu translates them.
  const { t } = useKitTranslation();
  const { parent, title } = labelsFor(path);
  return (
    <ContentLayout
      items={demoMenu}
      currentPath={path}
      linkComponent={link}
      brand={t('demo.brand')}
      userName="Asha Rao"
      breadcrumb={
        <Breadcrumb
          parent={parent ? t(parent, { defaultValue: parent }) : undefined}
          title={title ? t(title, { defaultValue: title }) : undefined}
          items={demoMenu}
          linkComponent={link}
        />
      }
      rightSidebar={<FriendList friends={demoFriends} linkComponent={link} />}
      footer={<Footer brand={t('demo.brand')} year={2026} />}
      customizer={customizer}
      {...props}
    >
      {/* The host's page goes here (the breadcrumb above titles it): a card with its route. */}
      <Card>
        <code data-testid="page">{path}</code>
      </Card>
    </ContentLayout>
  );
}

/**
 * Stores `seed` in the story's settings store (replacing what was there), then themes its content
 * from the store, as a host's `<SettingsThemeProvider>` does: the customizer's choices apply live.
 */
export function WithSettings({
  seed = {},
  children,
}: {
  seed?: StoredSettings;
  children: ReactNode;
}) {
  const { store } = useSettings();
  const outer = useTheme();
  useState(() => {
    store.clear();
    store.set(seed);
    return true;
  });
  return (
    <SettingsThemeProvider preset={outer.preset} mode={outer.mode} direction={outer.direction}>
      <ToastProvider>{children}</ToastProvider>
    </SettingsThemeProvider>
  );
}

/** Room under a header control for the panel it opens (bookmarks, search results). */
export const roomForPanel = (Story: () => ReactNode) => (
  <div style={{ minBlockSize: '26rem' }}>{Story()}</div>
);

/**
 * Opens the bookmarks panel and searches the menu for `query`; `star(title)` is an item's
 * bookmark toggle and `quickLinks()` the starred links' list.
 */
export async function searchBookmarks(
  context: KitContext & { canvasElement: HTMLElement },
  query: string,
) {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: t('chrome.bookmarks.open') }));
  // The query is a menu title (a key) or a part of one: typed in the story's language.
  await userEvent.type(
    canvas.getByRole('searchbox', { name: t('chrome.bookmarks.search') }),
    t(query, { defaultValue: query }),
  );
  return {
    t,
    canvas,
    star: (title: string) =>
      canvas.getByRole('button', {
        name: t('chrome.bookmarks.toggle', { title: t(title, { defaultValue: title }) }),
      }),
    quickLinks: () => canvas.getByRole('list', { name: t('chrome.bookmarks.label') }),
  };
}
