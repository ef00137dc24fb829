import styles from './auth-form.module.css';
import { GoogleSignInButton } from './google-sign-in-button';
import { PhoneSignInButton } from './phone-sign-in-button';

const TEXTS = {
  signIn: { google: 'signin_with', phone: 'Continue with Phone Number' },
  signUp: { google: 'signup_with', phone: 'Sign up with Phone' },
} as const;

/** Under the customer's sign-in and sign-up forms (docs/product/routes-and-screens.md): Google and phone. */
export function AlternativeSignIns({ purpose }: { readonly purpose: keyof typeof TEXTS }) {
  const texts = TEXTS[purpose];
  return (
    <>
      <p className={styles.divider}>or</p>
      <div className={styles.alternatives}>
        <GoogleSignInButton text={texts.google} />
        <PhoneSignInButton label={texts.phone} />
      </div>
    </>
  );
}
