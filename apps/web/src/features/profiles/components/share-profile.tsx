import { useId, useState } from 'react';
import { logError } from '../../../lib/log';
import styles from './share-profile.module.css';

/** What the last press of Share led to; `idle` also covers a share sheet the visitor closed. */
type ShareOutcome = 'idle' | 'copied' | 'manual';

interface ShareData {
  readonly title: string;
  readonly url: string;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The system share sheet where the browser has one, else the clipboard. */
async function shareOrCopy(data: ShareData): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: data.title, url: data.url });
      return 'idle';
    } catch (error) {
      if (isAbort(error)) return 'idle';
      // A refused share sheet (no permission, unsupported data) still leaves the clipboard.
      logError('share profile', error);
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'manual';
  }
}

/**
 * The Share button of a public profile (docs/product/routes-and-screens.md#profile-page): it
 * shares the clean link it is given, and where neither sharing nor copying is allowed it shows
 * that link selected, ready to copy by hand.
 */
export function ShareProfile({ title, url }: ShareData) {
  const [outcome, setOutcome] = useState<ShareOutcome>('idle');
  const linkId = useId();
  return (
    <div className={styles.share}>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label="Share this profile"
        onClick={() => void shareOrCopy({ title, url }).then(setOutcome)}
      >
        Share
      </button>
      <p className={styles.status} role="status">
        {outcome === 'copied' ? 'Link copied' : null}
        {outcome === 'manual' ? (
          <label htmlFor={linkId}>Copying is blocked here: copy this link by hand.</label>
        ) : null}
      </p>
      {outcome === 'manual' ? <SelectedLink id={linkId} url={url} /> : null}
    </div>
  );
}

/** Focused and selected as it appears, and again whenever focused, so one copy takes it all. */
function selectLink(input: HTMLInputElement | null): void {
  input?.focus();
  input?.select();
}

function SelectedLink({ id, url }: { readonly id: string; readonly url: string }) {
  return (
    <input
      ref={selectLink}
      onFocus={(event) => event.currentTarget.select()}
      id={id}
      className={styles.link}
      readOnly
      value={url}
    />
  );
}
