import {
  NOT_FOUND_META,
  buildProfileMeta,
  buildStatePath,
  findState,
  slugToTitle,
  type ModelProfile,
  type State,
} from '@app/contract';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ProfileBody } from '../../../components/profile/profile-body';
import { LoadFailedPage } from '../../../components/ui/load-failed';
import { MessagePage } from '../../../components/ui/message-page';
import { Spinner } from '../../../components/ui/spinner';
import { useIsHydrated } from '../../../hooks/use-is-hydrated';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { countProfileViewOnce } from '../api/count-profile-view';
import { parseProfileId, useModelProfile } from '../api/model-profile';
import { openContactChannel } from '../api/open-contact-channel';
import { revealPhone } from '../api/reveal-phone';
import { EnquiryPanel } from '../components/enquiry-panel';
import { ReportListing } from '../components/report-listing';
import { ShareProfile } from '../components/share-profile';
import { buildProfileCanonicalPath, buildProfileShareLink } from '../lib/share-link';
import styles from './profile-page.module.css';
import { ROUTES } from '../../../lib/route-paths';

/**
 * /profile/:name/:id — a live listing's public page (docs/product/routes-and-screens.md). The id alone picks
 * the listing; the name and the `state` query are for people and search engines. A listing
 * that is not live (the API answers 404) shows the site's 404 page.
 */
export default function ProfilePage() {
  const { name = '', id: rawId } = useParams();
  const [searchParams] = useSearchParams();
  const id = parseProfileId(rawId);
  const { data: profile, isPending, refetch } = useModelProfile(id);

  useEffect(() => {
    if (profile) void countProfileViewOnce(profile.id);
  }, [profile]);

  if (id === null || profile === null) return <ProfileNotFound />;

  // The state to go back to: the listing's own, else the one the card link carried.
  const backState = findState(profile?.state ?? '') ?? findState(searchParams.get('state') ?? '');

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <BackLink state={backState} />
        {profile ? <ShareThisProfile profile={profile} /> : null}
      </div>
      {profile ? (
        <LiveProfile profile={profile} />
      ) : isPending ? (
        <LoadingProfile title={slugToTitle(name)} />
      ) : (
        <LoadFailedPage title="This profile could not load" onRetry={() => void refetch()} />
      )}
    </div>
  );
}

/**
 * The share link's origin is the address bar's, which the server does not have: until the
 * page is hydrated the button holds the canonical path (it is pressed only after).
 */
function ShareThisProfile({ profile }: { readonly profile: ModelProfile }) {
  const isHydrated = useIsHydrated();
  return (
    <ShareProfile
      title={`${profile.name}, ${profile.city}`}
      url={
        isHydrated
          ? buildProfileShareLink(profile, window.location.href)
          : buildProfileCanonicalPath(profile)
      }
    />
  );
}

function LiveProfile({ profile }: { readonly profile: ModelProfile }) {
  usePageMeta(
    buildProfileMeta({
      name: profile.name,
      age: profile.age,
      city: profile.city,
      state: profile.state,
      description: profile.description,
      canonicalPath: buildProfileCanonicalPath(profile),
    }),
  );
  return (
    <>
      <ProfileBody
        profile={profile}
        revealPhone={() => revealPhone(profile.id)}
        openChannel={async (channel) => {
          // The app the link names (dialler, messages, WhatsApp…) takes over from here.
          window.location.assign(await openContactChannel(profile.id, channel));
        }}
        enquiry={
          profile.contact.channels.includes('enquiry') ? (
            <EnquiryPanel listingId={profile.id} name={profile.name} />
          ) : undefined
        }
      />
      <ReportListing listingId={profile.id} />
    </>
  );
}

function LoadingProfile({ title }: { readonly title: string }) {
  usePageMeta(null);
  return (
    <div className={styles.loading}>
      {title ? <p className={styles.loadingName}>{title}</p> : null}
      <Spinner label="Loading profile…" />
    </div>
  );
}

function BackLink({ state }: { readonly state: State | undefined }) {
  return (
    <nav className={styles.back} aria-label="Back">
      {state ? (
        <Link to={buildStatePath(state)}>
          <span aria-hidden="true">←</span> Escorts in {state.name}
        </Link>
      ) : (
        <Link to={ROUTES.home}>
          <span aria-hidden="true">←</span> All listings
        </Link>
      )}
    </nav>
  );
}

/** The listing is unknown or not live: a real 404 page, titled as one. */
function ProfileNotFound() {
  usePageMeta(NOT_FOUND_META);
  return (
    <MessagePage
      title="Profile not found"
      actions={
        <>
          <Link to={ROUTES.home} className="button">
            Browse the directory
          </Link>
          <Link to={ROUTES.popularLocations} className="button button--ghost">
            Popular locations
          </Link>
        </>
      }
    >
      <p>This profile does not exist or is no longer live.</p>
    </MessagePage>
  );
}
