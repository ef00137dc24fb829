import { ComingSoon } from '../../../components/ui/coming-soon';

export default function ContactPage() {
  return (
    <ComingSoon title="Contact Us">Send us a message and the team will get back to you.</ComingSoon>
  );
}
