/** Text as a step reports it: '' for anything that is not a string. */
export function textValue(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A number as a step reports it: a number, what a text input holds ('90') read as one, or null. */
export function numberValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}
