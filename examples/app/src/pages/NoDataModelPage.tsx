import { styled } from 'styled-components';
import { RouterLink } from '../RouterLink';
import { PageIcon } from './FullPageFrame';
import { PageColumn, Panel, useStoreT } from './storeKit';

/** The master pages whose records the product does not have (docs/behaviour.md, "Screens and routes"). */
export type NoDataModelTopic =
  'ViewExpense' | 'ViewPaymentAccount' | 'ViewExpenseAccount' | 'AddExpense';

const Empty = styled(Panel)`
  justify-items: start;
  padding: ${({ theme }) => theme.space[5]};
  & > p {
    margin: 0;
    max-inline-size: 46rem;
  }
`;

const Tag = styled.span`
  padding: 0.125rem ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.color.info};
  background: ${({ theme }) => theme.color.infoSurface};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * `/master/ViewExpense`, `/master/ViewPaymentAccount`, `/master/ViewExpenseAccount` and the
 * expense menu's `/master/AddExpense`: the product
 * keeps no expenses, payment accounts or expense accounts (docs/behaviour.md, "Entities" lists its
 * entities), so each page says so, says where such records belong, and offers what does exist.
 */
export function NoDataModelPage({ topic }: { topic: NoDataModelTopic }) {
  const t = useStoreT();
  return (
    <PageColumn>
      <Empty aria-labelledby="no-model-title">
        <PageIcon icon="empty" tone="info" />
        <Tag>{t('master.noModel')}</Tag>
        <h2 id="no-model-title">{t(`master.${topic}.title`)}</h2>
        <p>{t(`master.${topic}.text`)}</p>
        <h3>{t('master.why')}</h3>
        <p>{t(`master.${topic}.why`)}</p>
        <h3>{t('master.meanwhile')}</h3>
        <Links>
          <li>
            <RouterLink href="/master/Summary">{t('master.summary')}</RouterLink>
          </li>
          <li>
            <RouterLink href="/table/datatable">{t('master.catalog')}</RouterLink>
          </li>
          <li>
            <RouterLink href="/form/inputs">{t('master.settings')}</RouterLink>
          </li>
        </Links>
      </Empty>
    </PageColumn>
  );
}

export const ViewExpensePage = () => <NoDataModelPage topic="ViewExpense" />;
export const ViewPaymentAccountPage = () => <NoDataModelPage topic="ViewPaymentAccount" />;
export const ViewExpenseAccountPage = () => <NoDataModelPage topic="ViewExpenseAccount" />;
export const AddExpensePage = () => <NoDataModelPage topic="AddExpense" />;
