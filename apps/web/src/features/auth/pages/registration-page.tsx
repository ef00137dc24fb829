import { SignUpCard } from '../components/sign-up-card';

/**
 * /registration — register to advertise (the header's Advertise button); the code
 * mailed next signs the advertiser in and opens the listing builder.
 */
export default function RegistrationPage() {
  return <SignUpCard audience="advertiser" />;
}
