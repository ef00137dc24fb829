import { ComingSoon } from '../../../components/ui/coming-soon';

export default function ReplacementPage() {
  return (
    <ComingSoon title="Replacement Policy">How we handle replacements of advertising.</ComingSoon>
  );
}
