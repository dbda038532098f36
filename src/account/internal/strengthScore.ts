/** How hard a password looks to guess, from 0 (empty) to 4. */
export type StrengthLevel = 0 | 1 | 2 | 3 | 4;

/**
 * A rough, advisory score: length and variety of characters. It never blocks a submit; the spec
 * sets no password rule beyond "required".
 */
export function passwordStrength(password: string): StrengthLevel {
  if (!password) return 0;
  let score = 0;
  if (password.length >= 8) score += 1;
  if (password.length >= 12) score += 1;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 1;
  if (/[^A-Za-z0-9]/.test(password)) score += 1;
  if (score <= 1) return 1;
  if (score === 2) return 2;
  if (score === 3) return 3;
  return 4;
}
