import { buildImageUrl, type CustomerProfile } from '@app/contract';
import { ProfilePhoto } from './profile-photo';
import styles from './dashboard-overview.module.css';

interface DashboardOverviewProps {
  readonly profile: CustomerProfile;
  /** Opens the Profile panel in edit mode. */
  onEditProfile(): void;
}

/** docs/product/routes-and-screens.md: the Dashboard card — photo, name, age, e-mail and Edit Profile. */
export function DashboardOverview({ profile, onEditProfile }: DashboardOverviewProps) {
  return (
    <div className={styles.card}>
      <ProfilePhoto
        src={profile.image ? buildImageUrl(profile.image) : null}
        name={profile.name}
        alt={`Photo of ${profile.name}`}
        size="large"
      />
      <div className={styles.body}>
        <p className={styles.name}>{profile.name}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Age</dt>
            <dd>{profile.age ?? 'Not given'}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd className={styles.email}>{profile.email}</dd>
          </div>
        </dl>
        <button type="button" className="button" onClick={onEditProfile}>
          Edit Profile
        </button>
      </div>
    </div>
  );
}
