/*
 * A GSTIN's first two digits are the GST code of the state (or union territory) it was issued in.
 * When the province changes (docs/behaviour.md, "States and transitions", the seller wizard's "state lookup"), the GSTIN
 * is checked against it: the kit's schemas and the reference server both call `gstinMatchesProvince`,
 * and tests/server/parity.test.ts proves they agree.
 */

/** GST state codes by the province's short name (ISO 3166-2:IN, as the province list gives it). */
export const GST_STATE_CODES: Readonly<Record<string, readonly string[]>> = {
  JK: ['01'],
  HP: ['02'],
  PB: ['03'],
  CH: ['04'],
  UK: ['05'],
  HR: ['06'],
  DL: ['07'],
  RJ: ['08'],
  UP: ['09'],
  BR: ['10'],
  SK: ['11'],
  AR: ['12'],
  NL: ['13'],
  MN: ['14'],
  MZ: ['15'],
  TR: ['16'],
  ML: ['17'],
  AS: ['18'],
  WB: ['19'],
  JH: ['20'],
  OD: ['21'],
  CG: ['22'],
  MP: ['23'],
  GJ: ['24'],
  // Daman and Diu (25) merged into Dadra and Nagar Haveli (26) in 2020; both codes are in use.
  DH: ['26', '25'],
  MH: ['27'],
  KA: ['29'],
  GA: ['30'],
  LD: ['31'],
  KL: ['32'],
  TN: ['33'],
  PY: ['34'],
  AN: ['35'],
  TS: ['36'],
  AP: ['37'],
  LA: ['38'],
};

/**
 * Whether a GSTIN fits the province: true when either is empty (their own rules say whether they
 * are required) or the province has no known GST code; otherwise the GSTIN must begin with it.
 */
export function gstinMatchesProvince(gstin: unknown, stateshort: unknown): boolean {
  if (typeof gstin !== 'string' || typeof stateshort !== 'string') return true;
  const number = gstin.trim();
  const codes = GST_STATE_CODES[stateshort.trim().toUpperCase()];
  if (!number || !codes) return true;
  return codes.some((code) => number.startsWith(code));
}
