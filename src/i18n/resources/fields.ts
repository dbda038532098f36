import type { AreaResources } from '../shape';

const en = {};

export const fields: AreaResources<typeof en> = { en, hi: {}, ar: {} };
