import styles from '../../components/builder.module.css';
import { PhotoManager } from '../../components/photo-manager';
import { WithListing } from './dashboard-context';

/** /modelDashboard/photos: the photo manager (it titles its own card). */
export default function PhotosSectionPage() {
  return (
    <WithListing>
      {(listing) => (
        <div className={styles.card}>
          <PhotoManager listing={listing} />
        </div>
      )}
    </WithListing>
  );
}
