import { useKitAreas, type KitArea } from '../../i18n/areas';
import { team } from '../../i18n/resources/team';

/**
 * The store-team panel's strings: English ships with the `storefront-onboarding/team` entry,
 * Hindi and Arabic are chunks fetched the first time the panel renders in them.
 */
export const teamStrings: KitArea = {
  name: 'team',
  en: { team },
  load: {
    hi: () => import('../../i18n/resources/hi/team-hi').then(({ team }) => ({ team })),
    ar: () => import('../../i18n/resources/ar/team-ar').then(({ team }) => ({ team })),
  },
};

const areas = [teamStrings];

/** `t` for the panel, with its strings loaded (docs/architecture.md, "Strings"). */
export function useTeamTranslation() {
  return useKitAreas(areas);
}
