// storefront-onboarding/team: the store owner's team panel, an entry of its own so the account
// screens every newcomer loads do not carry it (docs/api-contract.md, "The store's team").
export { StoreTeam } from '../account/StoreTeam';
export type { StoreTeamProps } from '../account/StoreTeam';
export { teamStrings } from '../account/StoreTeam/strings';

// Types the exports above take or return, so a consumer can name them too.
export type { KitArea } from '../i18n/areas';
export type { StoreAdmin } from '../kernel/types/account';
export type { Id } from '../kernel/types/common';
