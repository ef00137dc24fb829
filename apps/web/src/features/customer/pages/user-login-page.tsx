import { ComingSoon } from '../../../components/ui/coming-soon';

export default function UserLoginPage() {
  return (
    <ComingSoon title="Sign In">
      Sign in to your customer account to see your profile and wishlist.
    </ComingSoon>
  );
}
