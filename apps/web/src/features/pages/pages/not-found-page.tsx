import { Link } from 'react-router';
import { MessagePage } from '../../../components/ui/message-page';

/** Every path that no route declares. */
export default function NotFoundPage() {
  return (
    <MessagePage
      title="Page not found"
      actions={
        <Link to="/" className="button">
          Back to the directory
        </Link>
      }
    >
      <p>The page you asked for does not exist or has moved.</p>
    </MessagePage>
  );
}
