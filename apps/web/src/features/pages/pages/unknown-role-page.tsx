import { Link } from 'react-router';
import { MessagePage } from '../../../components/ui/message-page';

/**
 * /not Found — literally, with a space (React Router matches the decoded /not%20Found).
 * SPEC.md section 2: the header's Dashboard button leads here when the signed-in role is
 * none of model, admin or customer.
 */
export default function UnknownRolePage() {
  return (
    <MessagePage
      title="Dashboard not available"
      actions={
        <Link to="/" className="button">
          Back to the directory
        </Link>
      }
    >
      <p>There is no dashboard for this account type. Please sign out and sign in again.</p>
    </MessagePage>
  );
}
