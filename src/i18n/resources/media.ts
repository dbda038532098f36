import type { AreaResources } from '../shape';

const en = {};

export const media: AreaResources<typeof en> = { en, hi: {}, ar: {} };
