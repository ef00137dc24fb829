import { ComingSoon } from '../../../components/ui/coming-soon';

export default function DmcaPage() {
  return (
    <ComingSoon title="DMCA Notice">
      How to report content that infringes your copyright.
    </ComingSoon>
  );
}
