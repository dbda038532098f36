import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSession } from 'storefront-onboarding';
import { LanguageSelect } from '../LanguageSelect';

const Shell = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.color.page};
`;
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.regions.header.background};
  color: ${({ theme }) => theme.regions.header.text};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;
const SignOut = styled.button`
  border: 1px solid ${({ theme }) => theme.color.control};
  background: transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  cursor: pointer;
`;

/**
 * The example's signed-in frame until the kit's chrome (header, menu, breadcrumb…) lands in its
 * own issue: a title, the language and sign-out.
 */
export function AppLayout() {
  const { t } = useTranslation('example');
  const { store } = useSession();
  const navigate = useNavigate();
  return (
    <Shell>
      <Header>
        <strong>{t('appName')}</strong>
        <Actions>
          <LanguageSelect />
          <SignOut
            type="button"
            onClick={() => {
              store.signOut();
              navigate('/auth/login', { replace: true });
            }}
          >
            {t('signOut')}
          </SignOut>
        </Actions>
      </Header>
      <Outlet />
    </Shell>
  );
}
