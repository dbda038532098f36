export interface ResendActivationProps {
  /**
   * The registration's username, when the screen knows it (right after registering). Without it
   * the newcomer types it (an activation link that failed names nobody).
   */
  username?: string;
  /** Class for the wrapper. */
  className?: string;
}
