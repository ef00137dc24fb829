import { ComingSoon } from '../../../components/ui/coming-soon';

export default function TermsPage() {
  return (
    <ComingSoon title="Terms and Conditions">
      The terms for using this directory. Visitors must be over 18.
    </ComingSoon>
  );
}
