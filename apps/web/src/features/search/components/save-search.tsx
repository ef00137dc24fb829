import { ALERT_MESSAGES, SAVED_SEARCH_FREQUENCY_LABELS, type SaveSearchInput } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/route-paths';
import { useSavedSearchChange } from '../../../lib/saved-searches';
import { useWishlistViewer } from '../../../lib/wishlist';
import styles from './save-search.module.css';

type MailFrequency = SaveSearchInput['frequency'];
const MAIL_FREQUENCIES: readonly MailFrequency[] = ['daily', 'weekly'];

/**
 * "Save this search" on a results page (docs/product/accounts.md#saved-searches-and-tour-alerts):
 * a customer saves the search on screen with daily or weekly mail of its new listings; a
 * visitor gets a link to sign in; advertisers and admins see nothing. Loaded lazily, so the
 * home page's first load does not carry it.
 */
export default function SaveSearch({ query }: { readonly query: Record<string, string> }) {
  const viewer = useWishlistViewer();
  const [frequency, setFrequency] = useState<MailFrequency>('daily');
  const change = useSavedSearchChange();

  if (viewer === 'other-role') return null;
  if (viewer === 'visitor') {
    return (
      <p className={styles.bar}>
        <Link to={ROUTES.step}>{ALERT_MESSAGES.signInToSave}</Link>
      </p>
    );
  }
  if (change.isSuccess) {
    return (
      <p className={styles.bar} role="status">
        {ALERT_MESSAGES.searchSaved} <Link to={ROUTES.customerDashboard}>My saved searches</Link>
      </p>
    );
  }
  return (
    <form
      className={styles.bar}
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate({ kind: 'save', input: { query, frequency } });
      }}
    >
      <span className={styles.label}>
        <label htmlFor="save-search-mail">E-mail me new listings</label>
        <select
          id="save-search-mail"
          value={frequency}
          onChange={(event) => setFrequency(event.target.value as MailFrequency)}
        >
          {MAIL_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {SAVED_SEARCH_FREQUENCY_LABELS[value]}
            </option>
          ))}
        </select>
      </span>
      <button type="submit" className="button" disabled={change.isPending}>
        {change.isPending ? 'Saving…' : 'Save this search'}
      </button>
    </form>
  );
}
