import { ComingSoon } from '../../../components/ui/coming-soon';

export default function RegistrationPage() {
  return (
    <ComingSoon title="Advertise With Us">
      Register as an advertiser and publish your listing.
    </ComingSoon>
  );
}
