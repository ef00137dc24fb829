import { lazy, Suspense, useId, useState } from 'react';
import { EnquirySignIn } from '../../../components/profile/enquiry-sign-in';
import { Spinner } from '../../../components/ui/spinner';
import { useWishlistViewer } from '../../../lib/wishlist';
import styles from '../../../components/profile/enquiry-sign-in.module.css';

// The form and its schema load on the first press, so the profile's first load stays light.
const EnquiryForm = lazy(() => import('./enquiry-form'));

/**
 * The profile's enquiry form opener (docs/product/listings-and-moderation.md#enquiries): a
 * signed-in customer opens the form in place; a visitor gets a sign-in link; an advertiser or
 * admin, who cannot send one, sees nothing.
 */
export function EnquiryPanel({
  listingId,
  name,
}: {
  readonly listingId: number;
  readonly name: string;
}) {
  const viewer = useWishlistViewer();
  const [isOpen, setIsOpen] = useState(false);
  const formId = useId();
  if (viewer === 'other-role') return null;
  if (viewer === 'visitor') return <EnquirySignIn />;
  return (
    <div className={styles.panel}>
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={isOpen}
        aria-controls={formId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span aria-hidden="true">✎</span> Send {name} an enquiry
      </button>
      {isOpen ? (
        <Suspense fallback={<Spinner label="Loading the form…" />}>
          <EnquiryForm id={formId} listingId={listingId} />
        </Suspense>
      ) : null}
    </div>
  );
}
