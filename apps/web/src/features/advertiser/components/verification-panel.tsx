import {
  LISTING_MESSAGES,
  PHOTO_ACCEPT,
  verificationPhotoText,
  type OwnListing,
} from '@app/contract';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { formatAustralianDate, formatAustralianMonth } from '../../../lib/australian-date';
import { serverMessageOf } from '../../../lib/http';
import { logError } from '../../../lib/log';
import { ROUTES } from '../../../lib/route-paths';
import { useRequestVerification } from '../api/verification';

/**
 * The Verified badge from the advertiser's side (docs/product/listings-and-moderation.md,
 * "Verification"): what it needs, where her request stands, and the private photo to send.
 */
export function VerificationPanel({ listing }: { readonly listing: OwnListing }) {
  const { verification } = listing;
  const request = useRequestVerification(listing.id);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const canAsk =
    (listing.status === 'live' || listing.status === 'paused') &&
    (verification.status === 'none' || verification.status === 'declined');

  async function send(file: File | undefined) {
    if (!file) return;
    try {
      await request.mutateAsync(file);
      toast.success(LISTING_MESSAGES.verificationRequested);
    } catch (error) {
      logError('verification request', error);
      toast.error(serverMessageOf(error) ?? 'That did not work just now. Please try again.');
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div>
      {verification.status === 'granted' && listing.verified_at ? (
        <p>
          <strong>Verified {formatAustralianMonth(listing.verified_at)}.</strong> A new age or a new
          photo takes the badge off until you are verified again.
        </p>
      ) : null}
      {verification.status === 'pending' && verification.requested_at ? (
        <p role="status">
          Your photo was sent on {formatAustralianDate(verification.requested_at)} and is waiting
          for our team. We will e-mail you.
        </p>
      ) : null}
      {verification.status === 'declined' ? (
        <div role="note" aria-label="Reason">
          <strong>Not verified this time: </strong>
          {verification.reason}
        </div>
      ) : null}
      {canAsk ? (
        <>
          <p>
            Take a photo of yourself holding a paper with{' '}
            <strong>{verificationPhotoText(verification.code)}</strong> written on it, your face
            clearly visible. Only our team sees it, to compare with your photos, and it is deleted
            once they decide.
          </p>
          <label htmlFor={inputId} className="button">
            {request.isPending ? 'Sending…' : 'Send my verification photo'}
          </label>
          <input
            ref={input}
            id={inputId}
            className="visually-hidden"
            type="file"
            accept={PHOTO_ACCEPT}
            disabled={request.isPending}
            onChange={(event) => void send(event.currentTarget.files?.[0])}
          />
        </>
      ) : null}
      {listing.status !== 'live' && listing.status !== 'paused' ? (
        <p>Once your listing is live you can ask for the Verified badge here.</p>
      ) : null}
      <p>
        <Link to={ROUTES.verifiedBadge}>What the Verified badge means</Link>
      </p>
    </div>
  );
}
