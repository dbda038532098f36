import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Breadcrumb,
  ContentLayout,
  Customizer,
  Footer,
  FriendList,
  FullLayout,
} from 'storefront-onboarding/chrome';
import { RouterLink } from '../RouterLink';
import { usePageTitle } from '../PageFocus';
import { exampleMenu, trailFor } from './menu';
import { examplePeople } from './people';
import { registerChromeStrings } from './register';

registerChromeStrings();

/**
 * Every signed-in page sits here: the example menu, the breadcrumb from the route (its section and
 * page labels), the friend list, the footer and the customizer, whose choices the App's
 * `<SettingsThemeProvider>` applies at once.
 */
export function ChromeLayout() {
  const { t } = useTranslation('exampleChrome');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const trail = trailFor(pathname);
  const parent = trail.length > 1 ? trail[0] : undefined;
  const page = trail[trail.length - 1];
  usePageTitle(page ? t(page.title) : t('brand'));
  return (
    <ContentLayout
      items={exampleMenu}
      currentPath={pathname}
      linkComponent={RouterLink}
      brand={t('brand')}
      breadcrumb={
        <Breadcrumb
          parent={parent ? t(parent.title, { ns: 'exampleChrome' }) : undefined}
          title={page ? t(page.title) : undefined}
          items={exampleMenu}
          linkComponent={RouterLink}
        />
      }
      rightSidebar={<FriendList friends={examplePeople} linkComponent={RouterLink} />}
      footer={<Footer brand={t('brand')} />}
      customizer={<Customizer />}
      onSignOut={() => navigate('/auth/login', { replace: true })}
    >
      <Outlet />
    </ContentLayout>
  );
}

/** The bare layout of the error, authentication, coming-soon and maintenance pages. */
export function BareLayout() {
  const { pathname } = useLocation();
  return (
    <FullLayout currentPath={pathname}>
      <Outlet />
    </FullLayout>
  );
}
