import { verificationPhotoText, type AdminListing } from '@app/contract';
import styles from '../../components/admin-console.module.css';
import { formatAdminDateTime } from '../../lib/admin-dates';
import { usePrivateImage } from '../api/private-image';
import modelStyles from './models.module.css';

/**
 * The owner's request for the badge: her private photo beside her main photo, and the text it
 * must show. Granting is "Mark verified"; declining asks for a reason (the actions above).
 */
export function VerificationRequest({ listing }: { readonly listing: AdminListing }) {
  const request = listing.verification_request;
  const photo = usePrivateImage(request?.photo_path ?? null);
  if (!request) return null;
  const main = listing.photos[0];
  return (
    <section aria-labelledby="verification-request-title" className={styles.card}>
      <h2 id="verification-request-title">Verification request</h2>
      <p>
        Sent {formatAdminDateTime(request.requested_at)}. The paper must read{' '}
        <strong>{verificationPhotoText(request.code)}</strong>, and the face must be the one in the
        listing’s photos. The photo is deleted once you decide.
      </p>
      <div className={modelStyles.beforeAfter}>
        <figure>
          <figcaption>Verification photo (private)</figcaption>
          {photo.url ? (
            <img className={modelStyles.photo} src={photo.url} alt="Verification photo" />
          ) : (
            <p>{photo.isError ? 'The photo could not be loaded.' : 'Loading the photo…'}</p>
          )}
        </figure>
        {main ? (
          <figure>
            <figcaption>The listing’s main photo</figcaption>
            <img
              className={modelStyles.photo}
              src={main.sources.at(-1)?.url}
              alt="The listing’s main photo"
            />
          </figure>
        ) : null}
      </div>
    </section>
  );
}
