import { ComingSoon } from '../../../components/ui/coming-soon';

export default function BlogListPage() {
  return <ComingSoon title="Blog">News, guides and stories from the directory.</ComingSoon>;
}
