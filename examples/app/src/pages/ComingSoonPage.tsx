import { styled } from 'styled-components';
import { RouterLink } from '../RouterLink';
import { FullPageFrame } from './FullPageFrame';
import { useStoreT } from './storeKit';

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Pages that work today, offered from the coming-soon page. */
const READY = [
  { path: '/dashboard/default', label: 'common.dashboard' },
  { path: '/table/datatable', label: 'master.catalog' },
  { path: '/master/Summary', label: 'master.summary' },
  { path: '/form/inputs', label: 'master.settings' },
] as const;

/** `/comingsoon` (docs/behaviour.md, "Screens and routes" full layout): what is on its way, and what works now. */
export function ComingSoonPage() {
  const t = useStoreT();
  return (
    <FullPageFrame icon="clock" tone="info" title={t('full.comingsoon.title')}>
      <p>{t('full.comingsoon.text')}</p>
      <nav aria-label={t('master.meanwhile')}>
        <Links>
          {READY.map((item) => (
            <li key={item.path}>
              <RouterLink href={item.path}>{t(item.label)}</RouterLink>
            </li>
          ))}
        </Links>
      </nav>
    </FullPageFrame>
  );
}
