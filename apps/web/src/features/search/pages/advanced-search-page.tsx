import { ComingSoon } from '../../../components/ui/coming-soon';

export default function AdvancedSearchPage() {
  return (
    <ComingSoon title="Advanced Search">
      Search listings by location, gender, account type and category.
    </ComingSoon>
  );
}
