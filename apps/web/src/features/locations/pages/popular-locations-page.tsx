import { ComingSoon } from '../../../components/ui/coming-soon';

export default function PopularLocationsPage() {
  return (
    <ComingSoon title="Popular Locations">
      The most searched cities and regions of Australia.
    </ComingSoon>
  );
}
