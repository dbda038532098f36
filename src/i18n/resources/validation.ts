import type { AreaResources } from '../shape';

const en = {};

export const validation: AreaResources<typeof en> = { en, hi: {}, ar: {} };
