import {
  ADMIN_BLOG_MESSAGES as M,
  BLOG_COVER_ACCEPT,
  BLOG_COVER_FIELD,
  BLOG_COVER_MAX_BYTES,
  buildImageUrl,
  type AdminBlogPost,
} from '@app/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { FieldErrorText } from '../../../../components/ui/form-field';
import fieldStyles from '../../../../components/ui/form-field.module.css';
import { fieldErrorsOf, serverMessageOf } from '../../../../lib/http';
import { useBlogPostAction, useUploadBlogCover } from '../api/admin-blog-posts';
import styles from './blog-admin.module.css';

interface BlogCoverFieldProps {
  /** null until the post is saved: a cover belongs to a stored post. */
  readonly post: AdminBlogPost | null;
  readonly onNotice: (notice: string) => void;
}

/**
 * The cover image: the stored cover's preview, a file picker that uploads at once (the server
 * re-encodes it and strips its metadata) and a Remove button that asks first.
 */
export function BlogCoverField({ post, onNotice }: BlogCoverFieldProps) {
  const id = useId();
  const upload = useUploadBlogCover();
  const action = useBlogPostAction();
  const [error, setError] = useState('');
  const isBusy = upload.isPending || action.isPending;

  if (!post) {
    return (
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label}>Cover image</span>
        <p className={fieldStyles.hint}>Save the draft first, then add a cover image.</p>
      </div>
    );
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || !post) return;
    setError('');
    if (file.size > BLOG_COVER_MAX_BYTES) {
      setError(M.coverTooLarge);
      input.value = '';
      return;
    }
    try {
      await upload.mutateAsync({ id: post.id, file });
      onNotice(M.coverSaved);
    } catch (caught) {
      setError(fieldErrorsOf(caught, [BLOG_COVER_FIELD]).cover ?? serverMessageOf(caught) ?? '');
      onNotice('');
    } finally {
      input.value = '';
    }
  }

  async function onRemove() {
    if (!post || !window.confirm('Remove the cover image?')) return;
    setError('');
    try {
      await action.mutateAsync({ id: post.id, action: 'removeCover' });
      onNotice(M.coverRemoved);
    } catch (caught) {
      setError(serverMessageOf(caught) ?? 'The cover could not be removed. Please try again.');
    }
  }

  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        Cover image
      </label>
      {post.cover_image ? (
        <img
          className={styles.coverPreview}
          src={buildImageUrl(post.cover_image)}
          alt="The current cover image"
          width={320}
          height={180}
        />
      ) : (
        <p className={fieldStyles.hint}>No cover image yet.</p>
      )}
      <div className={styles.coverControls}>
        <input
          id={id}
          type="file"
          accept={BLOG_COVER_ACCEPT}
          disabled={isBusy}
          aria-invalid={Boolean(error)}
          aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
          onChange={(event) => void onFile(event)}
        />
        {post.cover_image ? (
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={isBusy}
            onClick={() => void onRemove()}
          >
            Remove cover image
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {upload.isPending
          ? 'Uploading…'
          : `JPEG, PNG, WebP or AVIF, at most ${BLOG_COVER_MAX_BYTES / 1024 / 1024} MB; wide images suit the blog best. Location and camera data are removed.`}
      </p>
      <FieldErrorText id={errorId} message={error} />
    </div>
  );
}
