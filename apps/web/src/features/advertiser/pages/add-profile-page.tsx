import { ComingSoon } from '../../../components/ui/coming-soon';

export default function AddProfilePage() {
  return (
    <ComingSoon title="Add a Profile">
      Create your listing: photos, rates, availability and touring dates.
    </ComingSoon>
  );
}
