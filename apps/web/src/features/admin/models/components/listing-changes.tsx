import type { AdminListing, OwnPhoto, OwnTour } from '@app/contract';
import styles from '../../components/admin-console.module.css';
import { formatAdminDateTime } from '../../lib/admin-dates';
import modelStyles from './models.module.css';
import { PhotoOpener, usePhotoViewer } from './photo-viewer';

/**
 * A live listing's changes beside what the public sees now: each changed field before and
 * after, and the photos and tours side by side when they changed. Approve and reject act on
 * exactly this (the version shown).
 */
export function ListingChanges({ listing }: { readonly listing: AdminListing }) {
  const { changes } = listing;
  if (!changes) return null;
  const photosChanged =
    changes.photos_before.map((photo) => photo.id).join() !==
    listing.photos.map((photo) => photo.id).join();
  const toursChanged = JSON.stringify(changes.tours_before) !== JSON.stringify(listing.tours);
  return (
    <section aria-labelledby="listing-changes-title" className={styles.card}>
      <h2 id="listing-changes-title">Changes waiting for review</h2>
      <p>
        Sent {formatAdminDateTime(changes.submitted_at)}. The public sees the listing as it was
        until you approve.
        {changes.drops_badge
          ? ' Approving takes the Verified badge off: the photos or the age changed.'
          : ''}
      </p>
      {changes.fields.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${modelStyles.changesTable}`}>
            <caption className="visually-hidden">Changed fields</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Public now</th>
                <th scope="col">Changed to</th>
              </tr>
            </thead>
            <tbody>
              {changes.fields.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{change.label}</th>
                  <td>{change.before}</td>
                  <td>{change.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {photosChanged ? (
        <div className={modelStyles.beforeAfter}>
          <PhotoStrip
            title="Photos public now"
            name={`${listing.name} (public now)`}
            photos={changes.photos_before}
          />
          <PhotoStrip
            title="Photos after the changes"
            name={`${listing.name} (after the changes)`}
            photos={listing.photos}
          />
        </div>
      ) : null}
      {toursChanged ? (
        <div className={modelStyles.beforeAfter}>
          <TourList title="Tours public now" tours={changes.tours_before} />
          <TourList title="Tours after the changes" tours={listing.tours} />
        </div>
      ) : null}
    </section>
  );
}

interface PhotoStripProps {
  readonly title: string;
  /** Names the photos in the full-size viewer. */
  readonly name: string;
  readonly photos: OwnPhoto[];
}

/** One side of the before/after: thumbnails, each opening the photo full size. */
function PhotoStrip({ title, name, photos }: PhotoStripProps) {
  const fullSize = usePhotoViewer(photos, name);
  return (
    <figure>
      <figcaption>{title}</figcaption>
      <ol className={modelStyles.photoGrid}>
        {photos.map((photo, index) => (
          <li key={photo.id} className={modelStyles.photoItem}>
            <PhotoOpener
              label={`Open photo ${index + 1} of ${name} full size`}
              onOpen={(opener) => fullSize.open(index, opener)}
            >
              <img
                className={modelStyles.photo}
                src={photo.sources[0]?.url}
                alt={`Photo ${index + 1}${index === 0 ? ' (main)' : ''}`}
                loading="lazy"
              />
            </PhotoOpener>
          </li>
        ))}
      </ol>
      {fullSize.viewer}
    </figure>
  );
}

function TourList({ title, tours }: { readonly title: string; readonly tours: OwnTour[] }) {
  return (
    <figure>
      <figcaption>{title}</figcaption>
      {tours.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {tours.map((tour) => (
            <li key={tour.id}>
              {tour.city}, {tour.state}: {tour.starts_on} to {tour.ends_on}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
