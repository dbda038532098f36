import type { AreaResources } from '../shape';

const en = {};

export const account: AreaResources<typeof en> = { en, hi: {}, ar: {} };
