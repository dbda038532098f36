import { StoreTeam, teamStrings } from '../../../team';
import { useSession } from '../../../api/context';
import type { LoadedView, ViewProps } from './types';

/** The store owner's team panel, for the signed-in user's store. */
function StoreTeamView(_: ViewProps) {
  const { session } = useSession();
  const companyId = session?.user.company_po_id;
  if (!session || companyId === undefined) return null;
  return <StoreTeam companyId={companyId} currentUserId={session.user.user_id} />;
}

export const view: LoadedView = { View: StoreTeamView, areas: [teamStrings] };
