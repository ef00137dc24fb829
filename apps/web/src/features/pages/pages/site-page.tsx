import { ComingSoon } from '../../../components/ui/coming-soon';

export default function SitePage() {
  return <ComingSoon title="About This Site">How to use the directory.</ComingSoon>;
}
