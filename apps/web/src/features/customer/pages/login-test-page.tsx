import { ComingSoon } from '../../../components/ui/coming-soon';

export default function LoginTestPage() {
  return <ComingSoon title="Sign In with Google">Sign in with your Google account.</ComingSoon>;
}
