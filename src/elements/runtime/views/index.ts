import type { FlowName } from '../../flows';
import type { LoadedView } from './types';

/** Each flow's screen, its own chunk: a page with only a sign-in never fetches the wizards. */
const loaders: Record<FlowName, () => Promise<LoadedView>> = {
  'sign-in': () => import('./SignInView').then((m) => m.view),
  register: () => import('./RegisterView').then((m) => m.view),
  'change-password': () => import('./ChangePasswordView').then((m) => m.view),
  'company-wizard': () => import('./WizardView').then((m) => m.companyView),
  'seller-wizard': () => import('./WizardView').then((m) => m.sellerView),
  'store-team': () => import('./StoreTeamView').then((m) => m.view),
};

const loaded = new Map<FlowName, Promise<LoadedView>>();

/** A flow's screen, fetched once; a failed fetch is forgotten so the next render tries again. */
export function loadView(flow: FlowName): Promise<LoadedView> {
  let pending = loaded.get(flow);
  if (!pending) {
    pending = loaders[flow]();
    pending.catch(() => loaded.delete(flow));
    loaded.set(flow, pending);
  }
  return pending;
}
