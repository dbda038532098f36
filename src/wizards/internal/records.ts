import type { CompanyPages, SellerShopSections } from '../../api/types';
import { queryKeys } from './queryKeys';
import type { PayloadTools, RecordStep } from './shell';

/**
 * Saves a record step's values where its target says (docs/architecture.md, "Flows are data"):
 * a page of the store's record (the company flow), or a section of the signed-in seller's own
 * shop (the seller flow), whose read is refreshed after it.
 */
export async function saveRecord<V>(
  step: RecordStep<V, never>,
  values: V,
  tools: PayloadTools,
): Promise<void> {
  const { target } = step;
  const payload = await step.toPayload(values, tools);
  if (target.kind === 'companyPage') {
    await tools.api.company.savePage(
      target.page,
      tools.companyId,
      payload as CompanyPages[typeof target.page],
    );
    return;
  }
  if (tools.sellerId === null) throw new Error('No seller is signed in');
  await tools.api.sellers.saveShop(
    target.section,
    tools.sellerId,
    payload as SellerShopSections[typeof target.section],
  );
  await tools.refresh(queryKeys.shop(tools.tenant, tools.sellerId));
}
