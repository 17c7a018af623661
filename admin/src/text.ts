/** The admin console's texts (English only; the console is for operators, not players). */
export const text = {
  title: 'Matka Admin',
  signInHeading: 'Administrator sign in',
  mobileNumber: 'Mobile Number',
  password: 'Password',
  signIn: 'Sign In',
  signingIn: 'Signing In...',
  signOut: 'Sign Out',
  signedInAs: (name: string) => `Signed in as ${name}`,
  notAdmin: 'This account is not an administrator.',
  loginFailed: 'Login failed',
  somethingWentWrong: 'Something went wrong',
  fieldsRequired: 'Enter the mobile number and password.',
  loading: 'Loading...',
  consoleComingSoon: 'The admin tools are not available in this version yet.',
} as const;
