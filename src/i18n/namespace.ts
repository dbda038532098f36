/** The i18next namespace that holds every string of the kit (its own module: no i18next import). */
export const KIT_NAMESPACE = 'sfo';
