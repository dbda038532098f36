import type { Country, Province } from '../../api/types';

/** The default country (docs/behaviour.md, "Constants": India, id IND, fixed). */
export const INDIA: Country = { id: 'IND', name: 'India', shortname: 'IN' };

/** India's 28 states and 8 union territories, by name; shortnames are ISO 3166-2:IN codes. */
export const INDIA_PROVINCES: readonly Province[] = [
  { shortname: 'AN', longname: 'Andaman and Nicobar Islands' },
  { shortname: 'AP', longname: 'Andhra Pradesh' },
  { shortname: 'AR', longname: 'Arunachal Pradesh' },
  { shortname: 'AS', longname: 'Assam' },
  { shortname: 'BR', longname: 'Bihar' },
  { shortname: 'CH', longname: 'Chandigarh' },
  { shortname: 'CG', longname: 'Chhattisgarh' },
  { shortname: 'DH', longname: 'Dadra and Nagar Haveli and Daman and Diu' },
  { shortname: 'DL', longname: 'Delhi' },
  { shortname: 'GA', longname: 'Goa' },
  { shortname: 'GJ', longname: 'Gujarat' },
  { shortname: 'HR', longname: 'Haryana' },
  { shortname: 'HP', longname: 'Himachal Pradesh' },
  { shortname: 'JK', longname: 'Jammu and Kashmir' },
  { shortname: 'JH', longname: 'Jharkhand' },
  { shortname: 'KA', longname: 'Karnataka' },
  { shortname: 'KL', longname: 'Kerala' },
  { shortname: 'LA', longname: 'Ladakh' },
  { shortname: 'LD', longname: 'Lakshadweep' },
  { shortname: 'MP', longname: 'Madhya Pradesh' },
  { shortname: 'MH', longname: 'Maharashtra' },
  { shortname: 'MN', longname: 'Manipur' },
  { shortname: 'ML', longname: 'Meghalaya' },
  { shortname: 'MZ', longname: 'Mizoram' },
  { shortname: 'NL', longname: 'Nagaland' },
  { shortname: 'OD', longname: 'Odisha' },
  { shortname: 'PY', longname: 'Puducherry' },
  { shortname: 'PB', longname: 'Punjab' },
  { shortname: 'RJ', longname: 'Rajasthan' },
  { shortname: 'SK', longname: 'Sikkim' },
  { shortname: 'TN', longname: 'Tamil Nadu' },
  { shortname: 'TS', longname: 'Telangana' },
  { shortname: 'TR', longname: 'Tripura' },
  { shortname: 'UP', longname: 'Uttar Pradesh' },
  { shortname: 'UK', longname: 'Uttarakhand' },
  { shortname: 'WB', longname: 'West Bengal' },
];
