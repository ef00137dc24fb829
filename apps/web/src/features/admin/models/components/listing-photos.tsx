import {
  ADMIN_LISTING_STATUS_LABELS,
  buildAdminListingPhotoPath,
  buildSourcesSrcSet,
  type AdminListing,
  type ListingFlag,
  type OwnPhoto,
} from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmStep } from '../../components/confirm-step';
import { formatAdminDateTime } from '../../lib/admin-dates';
import type { RunListingAction } from '../lib/run-action';
import modelStyles from './models.module.css';
import { PhotoOpener, usePhotoViewer } from './photo-viewer';

/** A photo at the width the browser picks from its stored widths. */
function PhotoImage({ photo, alt }: { readonly photo: OwnPhoto; readonly alt: string }) {
  const widest = photo.sources.at(-1);
  return (
    <img
      className={modelStyles.photo}
      src={widest?.url}
      srcSet={buildSourcesSrcSet(photo.sources)}
      sizes="(min-width: 60rem) 16rem, 45vw"
      alt={alt}
      loading="lazy"
    />
  );
}

interface ListingPhotosProps {
  readonly listing: AdminListing;
  readonly isBusy: boolean;
  readonly run: RunListingAction;
}

/**
 * Every photo in gallery order (the first is the main one), each removable after a
 * confirmation. A thumbnail opens the photo full size in the public gallery's viewer (arrows
 * to the next, Escape to close), and focus goes back to that thumbnail when it closes.
 */
export function ListingPhotos({ listing, isBusy, run }: ListingPhotosProps) {
  const [confirming, setConfirming] = useState<number | null>(null);
  const fullSize = usePhotoViewer(listing.photos, listing.name);

  async function remove(photoId: number) {
    const result = await run({
      path: buildAdminListingPhotoPath(listing.id, photoId),
      method: 'DELETE',
    });
    if (result.ok) setConfirming(null);
  }

  return (
    <section aria-labelledby="listing-photos-title">
      <h2 id="listing-photos-title">Photos ({listing.photos.length})</h2>
      {listing.photos.length === 0 ? <p>No photos.</p> : null}
      <ul className={modelStyles.photoGrid}>
        {listing.photos.map((photo, index) => (
          <li key={photo.id} className={modelStyles.photoItem}>
            <PhotoOpener
              label={`Open photo ${index + 1} of ${listing.name} full size`}
              onOpen={(opener) => fullSize.open(index, opener)}
            >
              <PhotoImage photo={photo} alt={`Photo ${index + 1} of ${listing.name}`} />
            </PhotoOpener>
            <span className={modelStyles.soft}>
              Photo {index + 1}
              {index === 0 ? ' (main)' : ''}
            </span>
            <button
              type="button"
              className="button button--ghost button--small"
              aria-expanded={confirming === photo.id}
              onClick={() => setConfirming(confirming === photo.id ? null : photo.id)}
            >
              Remove photo {index + 1}
            </button>
            {confirming === photo.id ? (
              <ConfirmStep
                question={`Remove photo ${index + 1}?`}
                confirmLabel={`Yes, remove photo ${index + 1}`}
                isBusy={isBusy}
                onCancel={() => setConfirming(null)}
                onConfirm={() => void remove(photo.id)}
              >
                <p>
                  Its files are deleted at once
                  {index === 0 ? ' and the next photo becomes the main one' : ''}. This cannot be
                  undone.
                </p>
              </ConfirmStep>
            ) : null}
          </li>
        ))}
      </ul>
      {fullSize.viewer}
    </section>
  );
}

interface PhotoMatchesProps {
  readonly listing: AdminListing;
  /** The search params that open another listing in this section. */
  readonly linkTo: (listingId: number) => string;
}

/** Each fingerprint match: this listing's photo beside the other listing's matched photo. */
export function PhotoMatches({ listing, linkTo }: PhotoMatchesProps) {
  if (listing.flags.length === 0) return null;
  return (
    <section aria-labelledby="listing-matches-title">
      <h2 id="listing-matches-title">Photo matches ({listing.flags.length})</h2>
      <p>
        A photo of this listing looks like a photo of another advertiser’s listing. Compare them
        before approving.
      </p>
      <ul className={modelStyles.matchList}>
        {listing.flags.map((flag) => (
          <PhotoMatch key={flag.id} flag={flag} listing={listing} linkTo={linkTo} />
        ))}
      </ul>
    </section>
  );
}

function PhotoMatch({
  flag,
  listing,
  linkTo,
}: {
  readonly flag: ListingFlag;
  readonly listing: AdminListing;
  readonly linkTo: (listingId: number) => string;
}) {
  const own = listing.photos.find((photo) => photo.id === flag.photo_id);
  const otherName = flag.matched_listing_name ?? 'a deleted listing';
  // The pair opens full size together: the arrows go from one to the other.
  const pair = [own, flag.matched_photo ?? undefined].filter(
    (photo): photo is OwnPhoto => photo !== undefined,
  );
  const fullSize = usePhotoViewer(pair, `${listing.name} and ${otherName}`);
  const opener = (photo: OwnPhoto, label: string, alt: string) => (
    <PhotoOpener
      label={`Open ${label} full size`}
      onOpen={(button) => fullSize.open(pair.indexOf(photo), button)}
    >
      <PhotoImage photo={photo} alt={alt} />
    </PhotoOpener>
  );
  return (
    <li className={modelStyles.match}>
      <figure>
        {own ? (
          opener(own, 'this listing’s photo', 'This listing’s photo')
        ) : (
          <p>Photo removed since.</p>
        )}
        <figcaption>This listing’s photo</figcaption>
      </figure>
      <figure>
        {flag.matched_photo ? (
          opener(
            flag.matched_photo,
            `the matched photo of ${otherName}`,
            `Matched photo of ${otherName}`,
          )
        ) : (
          <p>Photo removed since.</p>
        )}
        <figcaption>
          Matched photo of{' '}
          {flag.matched_listing_name ? (
            <Link to={linkTo(flag.matched_listing_id)}>{flag.matched_listing_name}</Link>
          ) : (
            otherName
          )}
          {flag.matched_listing_status
            ? ` (${ADMIN_LISTING_STATUS_LABELS[flag.matched_listing_status]})`
            : ''}
        </figcaption>
      </figure>
      <p className={modelStyles.soft}>
        Difference {flag.distance} of 64 bits · found {formatAdminDateTime(flag.created_at)} ·{' '}
        {flag.resolved_at ? (
          `reviewed ${formatAdminDateTime(flag.resolved_at)}`
        ) : (
          <strong>open</strong>
        )}
      </p>
      {fullSize.viewer}
    </li>
  );
}
