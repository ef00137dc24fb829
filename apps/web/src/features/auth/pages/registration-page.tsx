import { AdvertiseIntro } from '../components/advertise-intro';
import { SignUpCard } from '../components/sign-up-card';

/**
 * /registration — the header's Advertise button: what advertising here means, then the form to
 * register; the code mailed next signs the advertiser in and opens the listing builder.
 */
export default function RegistrationPage() {
  return <SignUpCard audience="advertiser" intro={<AdvertiseIntro />} />;
}
