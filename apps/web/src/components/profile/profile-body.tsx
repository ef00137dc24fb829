import {
  australianDate,
  describeCurrentTour,
  findState,
  formatAvailableUntil,
  formatTourDates,
  isTouringOn,
  type ModelProfile,
  type TapChannel,
} from '@app/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useIsStillAhead } from '../../hooks/use-is-still-ahead';
import { useRenderTime } from '../../hooks/use-render-time';
import { formatAustralianMonth } from '../../lib/australian-date';
import { ROUTES } from '../../lib/route-paths';
import { DetailRow } from '../ui/detail-row';
import { RichText } from '../ui/rich-text';
import { TitledSection, type TitledSectionProps } from '../ui/titled-section';
import { WishlistHeart } from '../ui/wishlist-heart';
import { ContactActions } from './contact-actions';
import { PhotoGallery } from './photo-gallery';
import { formatAud, formatPlace } from './profile-format';
import styles from './profile-body.module.css';

/**
 * What the profile's body shows: the public profile answer without what only the page's head
 * and the map read. The public page passes the answer; the builder's preview passes the
 * advertiser's draft mapped to this shape (docs/decisions/037-builder-preview-and-dashboard-sections.md).
 */
export type ProfileView = Omit<
  ModelProfile,
  'description' | 'country' | 'lat' | 'lng' | 'image_name' | 'photo_sources'
>;

interface ProfileBodyProps {
  readonly profile: ProfileView;
  /** What "Show number" asks for: the budgeted API call on the public page. */
  readonly revealPhone: () => Promise<string>;
  /** What a contact channel's button does: the counted API call, then its app. */
  readonly openChannel: (channel: TapChannel) => Promise<void>;
  /** The enquiry form's opener, where the listing takes enquiries. */
  readonly enquiry?: ReactNode;
}

/** A listing as visitors see it: gallery beside the name, badges, contact, description, rates and tours. */
export function ProfileBody({ profile, revealPhone, openChannel, enquiry }: ProfileBodyProps) {
  const place = formatPlace([profile.suburb, profile.city, profile.state]);
  // Tours are Australian calendar days: the directory's today, wherever the visitor is (and
  // the server's drawing day while a drawn page hydrates).
  const today = australianDate(new Date(useRenderTime()));
  const currentTour = profile.tours.find((tour) => isTouringOn(tour, today));

  return (
    <article className={styles.layout} aria-labelledby="profile-name">
      <div className={styles.media}>
        <PhotoGallery name={profile.name} photos={profile.photos} />
      </div>

      <div className={styles.info}>
        <header className={styles.header}>
          <div className={styles.titleRow}>
            <h1 id="profile-name" className={styles.name}>
              {profile.name}
            </h1>
            <WishlistHeart modelId={profile.id} name={profile.name} />
          </div>
          <p className={styles.facts}>
            <span>Age {profile.age}</span>
            {place ? <span className={styles.place}>{place}</span> : null}
            {currentTour ? (
              <span className={styles.touringNow}>{describeCurrentTour(currentTour)}</span>
            ) : null}
          </p>
          <ul className={styles.badges} aria-label="Status">
            {profile.verified ? (
              <li className={styles.badgeVerified}>
                <Link to={ROUTES.verifiedBadge} title="Photos and age checked by our team">
                  <span aria-hidden="true">✓</span> Verified
                  {profile.verified_since
                    ? ` ${formatAustralianMonth(profile.verified_since)}`
                    : ''}
                </Link>
              </li>
            ) : null}
            {profile.active_now ? (
              <li className={styles.badgeActive}>
                <span className={styles.dot} aria-hidden="true" /> Active Now
              </li>
            ) : profile.recently_online ? (
              <li className={styles.badgeOnline}>Recently online</li>
            ) : null}
            {profile.is_new ? <li className={styles.badgeNew}>NEW</li> : null}
            <AvailableTodayBadge until={profile.available_until} state={profile.state} />
          </ul>
        </header>

        <section className={styles.section} aria-labelledby="contact-title">
          <h2 id="contact-title" className="visually-hidden">
            Contact
          </h2>
          <ContactActions
            profile={profile}
            revealPhone={revealPhone}
            openChannel={openChannel}
            enquiry={enquiry}
          />
        </section>

        {profile.description_html ? (
          <ProfileSection titleId="about-title" title={`About ${profile.name}`}>
            <RichText html={profile.description_html} className={styles.description} />
          </ProfileSection>
        ) : null}

        {profile.rates.length > 0 ? (
          <ProfileSection titleId="rates-title" title="Rates">
            <table className={styles.rates}>
              <caption className={styles.caption}>In Australian dollars (AUD)</caption>
              <tbody>
                {profile.rates.map((rate) => (
                  <tr key={`${rate.label}-${rate.amount}`}>
                    <th scope="row">{rate.label}</th>
                    <td>{formatAud(rate.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ProfileSection>
        ) : null}

        <ProfileSection titleId="details-title" title="Details">
          <dl className={styles.details}>
            <DetailRow term="Availability">{profile.availability}</DetailRow>
            <DetailRow term="Languages">{profile.languages.join(', ')}</DetailRow>
            <DetailRow term="Ethnicity">{profile.ethnicity}</DetailRow>
            <DetailRow term="Gender" valueClassName={styles.capitalised}>
              {profile.gender}
            </DetailRow>
            <DetailRow term="Account type">{profile.account_type}</DetailRow>
            <DetailRow term="Categories">{profile.categories.join(', ')}</DetailRow>
          </dl>
        </ProfileSection>

        {profile.tours.length > 0 ? (
          <ProfileSection titleId="tours-title" title="Touring">
            <ul className={styles.tours}>
              {profile.tours.map((tour) => (
                <li key={`${tour.city}-${tour.starts_on}`} className={styles.tour}>
                  <span className={styles.tourPlace}>
                    {formatPlace([tour.city, findState(tour.state)?.name ?? tour.state])}
                  </span>
                  <span className={styles.tourDates}>
                    <time dateTime={tour.starts_on}>
                      {formatTourDates(tour.starts_on, tour.ends_on)}
                    </time>
                  </span>
                  {isTouringOn(tour, today) ? (
                    <span className={styles.badgeActive}>Here now</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </ProfileSection>
        ) : null}
      </div>
    </article>
  );
}

/** One titled part of the profile. */
function ProfileSection(props: Omit<TitledSectionProps, 'className' | 'titleClassName'>) {
  return (
    <TitledSection {...props} className={styles.section} titleClassName={styles.sectionTitle} />
  );
}

/**
 * "Available today until 11 pm", the end in the listing's own state's time, gone once it
 * passes (docs/product/listings-and-moderation.md#available-today).
 */
function AvailableTodayBadge({
  until,
  state,
}: {
  readonly until: string | null;
  readonly state: string;
}) {
  const isAvailable = useIsStillAhead(until);
  if (!until || !isAvailable) return null;
  return (
    <li className={styles.badgeAvailable}>
      Available today until {formatAvailableUntil(until, state)}
    </li>
  );
}
