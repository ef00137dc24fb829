import {
  PHOTO_MAX_PER_LISTING,
  PUBLIC_AREA_MIN_DISTANCE_KM,
  PUBLIC_AREA_MIN_LOCALITIES,
  STATS_DAYS,
  TOUR_MAX_UPCOMING,
} from '@app/contract';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/route-paths';
import styles from './advertise-intro.module.css';
import formStyles from './auth-form.module.css';

/**
 * What the Advertise page says before its form: what a listing gets, that it is free, how
 * review and verification work and how the advertiser's privacy is kept. Each sentence is a rule
 * of the product (docs/product/listings-and-moderation.md); the numbers come from the contract.
 */
export function AdvertiseIntro() {
  return (
    <>
      <p className={formStyles.lead}>
        List yourself in Australia’s directory of independent companions. Here is what you get and
        how we look after you; the form to start is below.
      </p>
      <div className={styles.points}>
        <section className={styles.point} aria-labelledby="advertise-gets">
          <h2 id="advertise-gets">What your listing gets</h2>
          <p>
            A profile page with up to {PHOTO_MAX_PER_LISTING} photos, your description, rates and
            hours, found by state, city, suburb and category. Add up to {TOUR_MAX_UPCOMING} tours
            and you are listed in each city while you are there. Your dashboard counts views,
            wishlist saves and numbers shown for the last {STATS_DAYS} days.
          </p>
        </section>
        <section className={styles.point} aria-labelledby="advertise-free">
          <h2 id="advertise-free">Free to list</h2>
          <p>
            Listing costs nothing: there is no fee and we never ask for card details. You see your
            listing exactly as visitors will before you submit it.
          </p>
        </section>
        <section className={styles.point} aria-labelledby="advertise-review">
          <h2 id="advertise-review">Reviewed, and verified if you wish</h2>
          <p>
            Our team checks every listing before it goes live, usually within one business day, and
            checks later changes to your details, photos and tours the same way (new prices and
            hours show at once). Once live you can ask for the{' '}
            <Link to={ROUTES.verifiedBadge}>Verified badge</Link>: a private photo of you holding a
            code, compared with your photos and deleted as soon as we decide.
          </p>
        </section>
        <section className={styles.point} aria-labelledby="advertise-privacy">
          <h2 id="advertise-privacy">Your privacy</h2>
          <ul className={styles.list}>
            <li>
              Hide your suburb: visitors then see an area shared by at least{' '}
              {PUBLIC_AREA_MIN_LOCALITIES} suburbs and at least {PUBLIC_AREA_MIN_DISTANCE_KM} km
              from yours, never your suburb or postcode.
            </li>
            <li>
              Every photo is re-encoded and stripped of its metadata, the camera’s GPS location
              included.
            </li>
            <li>Hide your online status, so your listing never shows when you were last on.</li>
            <li>
              Your number shows only when a visitor taps Show number, or never if you take no calls
              or texts through us.
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
