// 'Resend activation mail' (src/account/ResendActivation): its own area, loaded with the
// component, which the account screens load only when a newcomer needs it.
const en = {
  intro: 'No mail, or the link has expired?',
  username: 'Username (your e-mail)',
  submit: 'Resend activation mail',
  sending: 'Sending…',
  sent: 'If {{username}} is waiting for activation, a new activation link is on its way. It works for 24 hours.',
  limited:
    'An activation mail went to this address less than 10 minutes ago. Please wait a few minutes, then try again.',
};

/** The resend area in English (other locales: ./hi/resend-hi, ./ar/resend-ar, on demand). */
export const resend = en;
export type ResendStrings = typeof en;
