// The store owner's team panel (storefront-onboarding/team): its own area, so the core strings
// every screen loads do not carry it (src/account/StoreTeam/strings.ts).
const en = {
  title: 'Store team',
  loading: 'Loading the store team…',
  loadFailed: 'The store team could not be loaded.',
  retry: 'Retry',
  admins: 'Administrators',
  owner: 'Owner',
  you: 'you',
  notActivated: 'Not activated yet',
  remove: 'Remove',
  removeLabel: 'Remove {{name}}',
  transfer: 'Make owner',
  transferLabel: 'Make owner: {{name}}',
  invitations: 'Pending invitations',
  noInvitations: 'No pending invitations.',
  expires: 'Link works until {{date}}',
  revoke: 'Revoke',
  revokeLabel: 'Revoke the invitation to {{email}}',
  invite: 'Invite an administrator',
  inviteHint: 'Only this address can register with the link.',
  email: 'E-mail',
  emailInvalid: 'Enter a valid e-mail address',
  send: 'Send invitation',
  sending: 'Sending…',
  invited: 'Invitation sent to {{email}}.',
  revoked: 'The invitation to {{email}} was revoked.',
  removed: '{{name}} was removed from the store.',
  transferred: '{{name}} owns the store now.',
  removeTitle: 'Remove this administrator?',
  removeText: '{{name}} is signed out at once and can no longer manage the store.',
  transferTitle: 'Transfer ownership?',
  transferText:
    "{{name}} becomes the store's owner. You stay an administrator, but you can no longer manage the team.",
  inviteTitle: 'Send this invitation?',
  inviteText:
    'A link to register as an administrator goes to {{email}}. It works once, for 72 hours.',
  password: 'Your password',
  passwordHint:
    'Changes to the team need your password, so that a stolen session cannot make them.',
  passwordRequired: 'Enter your password',
  cancel: 'Cancel',
  working: 'Please wait…',
};

/** The store-team area in English (other locales: ./hi/team-hi, ./ar/team-ar, on demand). */
export const team = en;
export type TeamStrings = typeof en;
