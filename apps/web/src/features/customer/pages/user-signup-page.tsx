import { ComingSoon } from '../../../components/ui/coming-soon';

export default function UserSignupPage() {
  return (
    <ComingSoon title="Create an Account">
      Sign up to keep a profile and a wishlist of your favourite models.
    </ComingSoon>
  );
}
