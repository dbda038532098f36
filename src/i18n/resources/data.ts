import type { AreaResources } from '../shape';

const en = {};

export const data: AreaResources<typeof en> = { en, hi: {}, ar: {} };
