import { slugToTitle } from '@app/contract';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/ui/coming-soon';

/** /blog/:name/:id — one blog entry. */
export default function BlogEntryPage() {
  const { name = '' } = useParams();
  return (
    <ComingSoon title={slugToTitle(name) || 'Blog'}>A story from the directory blog.</ComingSoon>
  );
}
