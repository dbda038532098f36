/** Joins id references (aria-describedby and friends), skipping empty ones; `undefined` if none. */
export function mergeIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id.trim() !== '');
  return list.length > 0 ? list.join(' ') : undefined;
}
