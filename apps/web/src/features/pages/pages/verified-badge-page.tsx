import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/route-paths';
import { verificationFactsQueryOptions } from '../api/verification-facts';
import { ProsePage } from '../components/prose-page';

/** The wait in words: hours under two days, days after. */
function waitInWords(hours: number): string {
  if (hours < 1) return 'under an hour';
  if (hours < 48) return `about ${Math.round(hours)} hour${Math.round(hours) === 1 ? '' : 's'}`;
  return `about ${Math.round(hours / 24)} days`;
}

/**
 * /verified-badge: what the Verified badge means, how an advertiser gets it, and how long the
 * team takes now (the median of the last 90 days, from the API).
 */
export default function VerifiedBadgePage() {
  const facts = useQuery(verificationFactsQueryOptions);
  const median = facts.data?.data.median_wait_hours;
  return (
    <ProsePage
      title="The Verified badge"
      description="What the Verified badge on a listing means, how advertisers get it, and how long the check takes."
      sections={[
        {
          id: 'meaning',
          title: 'What it means',
          content: (
            <>
              <p>
                A listing with the badge sent our team a photo of the advertiser holding a paper
                with our site’s name and a code only her dashboard shows. We compared it with the
                listing’s photos and checked that she is the person in them. The badge names the
                month of that check, for example “Verified November 2026”.
              </p>
              <p>
                The badge comes off by itself when the listing’s age changes or a new photo is
                added, until the advertiser is checked again. A listing without the badge is not
                necessarily false: the check is voluntary.
              </p>
            </>
          ),
        },
        {
          id: 'advertisers',
          title: 'For advertisers',
          content: (
            <>
              <p>
                Once your listing is live, ask for the badge from your dashboard. Your photo is
                private: only our team sees it, and it is deleted as soon as they decide. We e-mail
                you either way, with the reason when we cannot verify you yet.
              </p>
              <p role="status">
                {median === undefined
                  ? 'Reading how long checks take now…'
                  : median === null
                    ? 'No checks were decided in the last 90 days yet.'
                    : `At the moment a check takes ${waitInWords(median)} (the median of the last 90 days).`}
              </p>
            </>
          ),
        },
      ]}
    >
      <p>
        Questions? <Link to={ROUTES.contact}>Contact us</Link>.
      </p>
    </ProsePage>
  );
}
