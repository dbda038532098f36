// English is the spec's text where the spec gives one (docs/behaviour.md, "Screens and routes", "Validation" and "Messages"), kept verbatim.
const en = {
  signIn: {
    title: 'Sign In',
    subtitle: 'Enter your username and password to sign in.',
    username: 'Username',
    password: 'Password',
    submit: 'Sign In',
    submitting: 'Signing in…',
    noAccount: "Don't have an account?",
    createAccount: 'Create Account',
    sellerPrompt: 'Selling on this store?',
    registerSeller: 'Register as a seller',
  },
  register: {
    title: 'Create Account',
    subtitle: 'Basic Details',
    firstName: 'First Name',
    lastName: 'Last Name',
    phone: 'Phone',
    username: 'Username',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    submit: 'Register',
    submitting: 'Registering…',
    haveAccount: 'Already have an account?',
    signIn: 'Sign In',
    checkingUsername: 'Checking username…',
    setupCode: 'Setup code',
    invitedHint: 'The invitation is for this address: register with it.',
    setupCodeHint:
      "This store has no owner yet. Its owner registers with the setup code printed in the server's log.",
  },
  changePassword: {
    title: 'Change Password',
    subtitleCompany: 'Set a new password for your admin account.',
    subtitleSeller: 'Set a new password for your seller account.',
    currentPassword: 'Current password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    submit: 'Change Password',
    submitting: 'Saving…',
  },
  thankYou: {
    title: 'Thank you for Registering with us.',
    hint: 'We have sent an activation link to your e-mail. Open it, then sign in.',
    login: 'Please Login your Account.',
  },
  activation: {
    verifying: 'Verifying your email…',
    verifiedCompany: 'Your Email is Verified. Now you can login your admin account',
    verifiedSeller: 'Your Email is Verified. Now you can login your seller account',
    failed:
      'We could not verify your email: the activation link is invalid, already used or expired.',
    backToSignIn: 'Back to sign-in',
  },
  strength: {
    label: 'Password strength: {{level}}',
    weak: 'Weak',
    fair: 'Fair',
    good: 'Good',
    strong: 'Strong',
    hint: 'Longer passwords with letters, numbers and symbols are harder to guess.',
  },
  errors: {
    noSession: 'Your session has ended. Please sign in again.',
  },
};

/** The account area in English (other locales: ./hi, ./ar, loaded on demand). */
export const account = en;
export type AccountStrings = typeof en;
