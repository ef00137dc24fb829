import { ComingSoon } from '../../../components/ui/coming-soon';

export default function AboutUsPage() {
  return <ComingSoon title="About Us">Who we are and how the directory works.</ComingSoon>;
}
