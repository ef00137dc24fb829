import { LISTING_MESSAGES } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { serverMessageOf } from '../../../lib/http';
import { logError } from '../../../lib/log';
import { saveOnlineVisibility } from '../api/online-visibility';
import { advertiserKeys } from '../api/query-keys';
import styles from './builder.module.css';

interface OnlineStatusToggleProps {
  readonly listingId: number | null;
  readonly isHidden: boolean;
}

/** "Hide my online status": neither Active Now nor Recently online shows on the public side. */
export function OnlineStatusToggle({ listingId, isHidden }: OnlineStatusToggleProps) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveOnlineVisibility,
    onSuccess: (answer, hide) =>
      toast.success(
        answer.message || (hide ? LISTING_MESSAGES.onlineHidden : LISTING_MESSAGES.onlineShown),
      ),
    onError: (error) => {
      logError('online visibility', error);
      toast.error(serverMessageOf(error) ?? 'Your choice could not be saved. Please try again.');
    },
    // Saved or not, the box shows what the server holds.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: advertiserKeys.me });
      if (listingId !== null) {
        await queryClient.invalidateQueries({ queryKey: advertiserKeys.listing(listingId) });
      }
    },
  });

  return (
    <div className={styles.form}>
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={isHidden}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
          aria-describedby="online-status-hint"
        />
        Hide my online status
      </label>
      <p id="online-status-hint" className={styles.hint}>
        While you have the site open, clients see &ldquo;Active Now&rdquo;, and &ldquo;Recently
        online&rdquo; for a while after. Hidden, they see neither.
      </p>
    </div>
  );
}
