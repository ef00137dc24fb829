import { ENQUIRY_MESSAGES } from '@app/contract';
import { Link } from 'react-router';
import { ROUTES } from '../../lib/route-paths';
import styles from './enquiry-sign-in.module.css';

/**
 * What a visitor sees where a listing takes enquiries: a link to sign in as a customer. The
 * builder's preview shows the same, as visitors will see it (decision 037).
 */
export function EnquirySignIn() {
  return (
    <p className={styles.panel}>
      <Link to={ROUTES.userLogin}>{ENQUIRY_MESSAGES.signIn}</Link>
    </p>
  );
}
