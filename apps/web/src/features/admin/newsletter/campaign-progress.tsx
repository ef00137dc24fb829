import type { CampaignProgress as Progress } from '@app/contract';
import styles from './newsletter.module.css';

/** Sent, failed and left of a campaign, as numbers and a bar (announced as it moves). */
export function CampaignProgress({ progress }: { readonly progress: Progress }) {
  const done = progress.sent + progress.failed + progress.skipped;
  return (
    <div className={styles.progress}>
      <progress
        max={Math.max(progress.recipients, 1)}
        value={done}
        aria-label="Campaign progress"
      />
      <p aria-live="polite">
        Sent {progress.sent} · Failed {progress.failed} · Left {progress.left}
        {progress.skipped > 0 ? ` · Skipped (unsubscribed) ${progress.skipped}` : ''} · of{' '}
        {progress.recipients}
      </p>
    </div>
  );
}
