export { StoreTeam } from './StoreTeam';
export type { StoreTeamProps } from './StoreTeam';
