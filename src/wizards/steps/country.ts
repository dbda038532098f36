import type { Country, Province } from '../../api/types';

/** The default and only country (docs/behaviour.md, "Constants": India, id IND), shown fixed and disabled. */
export const DEFAULT_COUNTRY: Country = { id: 'IND', name: 'India' };

/** A province select's options: long names shown, short names sent. */
export function provinceOptions(provinces: readonly Province[]) {
  return provinces.map((province) => ({ value: province.shortname, label: province.longname }));
}

/** The long name of a province's short name (`statelong` travels with the short one). */
export function provinceLongName(provinces: readonly Province[], shortname: string): string {
  return provinces.find((province) => province.shortname === shortname)?.longname ?? shortname;
}
