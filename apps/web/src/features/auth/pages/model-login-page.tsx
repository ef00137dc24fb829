import { ComingSoon } from '../../../components/ui/coming-soon';

export default function ModelLoginPage() {
  return <ComingSoon title="Model Sign In">Sign in to manage your listing.</ComingSoon>;
}
