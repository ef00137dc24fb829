import {
  ADMIN_BLOG_MESSAGES as M,
  BLOG_ALLOWED_TAGS,
  BLOG_EXCERPT_MAX_LENGTH,
  BLOG_POST_STATUS_LABELS,
  BLOG_SLUG_MAX_LENGTH,
  BLOG_TITLE_MAX_LENGTH,
  BlogPostInputSchema,
  buildBlogPath,
  toBlogSlug,
  type AdminBlogPost,
  type AdminBlogPostResponse,
} from '@app/contract';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { BlogArticle } from '../../../../components/ui/blog-article';
import { FieldErrorText, FormField } from '../../../../components/ui/form-field';
import { RichTextField } from '../../../../components/ui/rich-text-field';
import { Spinner } from '../../../../components/ui/spinner';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { useUnsavedChangesGuard } from '../../../../hooks/use-unsaved-changes-guard';
import { serverMessageOf } from '../../../../lib/http';
import consoleStyles from '../../components/admin-console.module.css';
import {
  useAdminBlogPost,
  useBlogPostAction,
  useDeleteBlogPost,
  useSaveBlogPost,
} from '../api/admin-blog-posts';
import { POST_PARAM } from '../lib/blog-search-params';
import styles from './blog-admin.module.css';
import { BlogCoverField } from './blog-cover-field';

type FormInput = z.input<typeof BlogPostInputSchema>;
type FormOutput = z.output<typeof BlogPostInputSchema>;
const FIELDS = ['title', 'slug', 'excerpt', 'body_html'] as const;

export const LEAVE_WITHOUT_SAVING = 'This post has unsaved changes. Leave without saving them?';
const FAILED = 'That did not work. Please check your connection and try again.';

interface BlogPostEditorProps {
  /** null: a new post, not saved yet. */
  readonly postId: number | null;
  /** Back to the list, with what to announce there (a deletion). */
  readonly onClose: (notice?: string) => void;
  /** What the last action said, shown under the actions (a live region). */
  readonly notice: string;
  readonly onNotice: (notice: string) => void;
}

/** The editor of one post (`?post=<id>`) or a new one (`?post=new`). */
export function BlogPostEditor({ postId, notice, onClose, onNotice }: BlogPostEditorProps) {
  const { data: post, error, isPending, refetch } = useAdminBlogPost(postId);
  if (postId !== null && isPending) return <Spinner label="Loading the post…" />;
  if (postId !== null && !post) {
    return (
      <section className={consoleStyles.section}>
        <h1 className="page__title">Post not found</h1>
        <p role="alert">{serverMessageOf(error) ?? FAILED}</p>
        <div className={consoleStyles.actions}>
          <button type="button" className="button" onClick={() => onClose()}>
            Back to posts
          </button>
          <button type="button" className="button button--ghost" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      </section>
    );
  }
  return <EditorForm post={post ?? null} notice={notice} onClose={onClose} onNotice={onNotice} />;
}

function toValues(post: AdminBlogPost | null): FormInput {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    body_html: post?.body_html ?? '',
  };
}

interface EditorFormProps {
  readonly post: AdminBlogPost | null;
  readonly notice: string;
  readonly onClose: (notice?: string) => void;
  readonly onNotice: (notice: string) => void;
}

function EditorForm({ post, notice, onClose, onNotice }: EditorFormProps) {
  const id = useId();
  const [, setParams] = useSearchParams();
  const { register, handleSubmit, formState, setValue, reset, control, watch, applyServerErrors } =
    useContractForm({
      schema: BlogPostInputSchema,
      defaultValues: toValues(post),
      serverErrorFields: FIELDS,
    });
  const errors = formState.errors;
  // A saved post keeps its slug (its address); a new one's follows the title until edited.
  const [isSlugEdited, setIsSlugEdited] = useState(post !== null);
  const [isPreviewing, setIsPreviewing] = useState(false);
  const [failure, setFailure] = useState('');
  const save = useSaveBlogPost();
  const action = useBlogPostAction();
  const remove = useDeleteBlogPost();
  const isBusy = save.isPending || action.isPending || remove.isPending;

  const isDirty = useEditorLeaveGuard(formState.isDirty);

  /** Saves the fields; on a 409/422 the server's messages go on the fields, typing kept. */
  async function saveFields(values: FormOutput): Promise<AdminBlogPostResponse | undefined> {
    setFailure('');
    onNotice('');
    try {
      const answer = await save.mutateAsync({ id: post?.id ?? null, fields: values });
      isDirty.current = false;
      reset(toValues(answer.data));
      // Saved once, the slug is the post's address: it no longer follows the title.
      setIsSlugEdited(true);
      if (!post) {
        // The new post has an address now: ?post=<id> (replacing ?post=new in the history).
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set(POST_PARAM, String(answer.data.id));
            return next;
          },
          { replace: true },
        );
      }
      return answer;
    } catch (caught) {
      showFailure(caught);
      return undefined;
    }
  }

  function showFailure(caught: unknown) {
    onNotice('');
    applyServerErrors(caught);
    setFailure(serverMessageOf(caught) ?? FAILED);
  }

  const onSave = handleSubmit(async (values) => {
    const answer = await saveFields(values);
    if (answer) onNotice(answer.message ?? M.saved);
  });

  // Publishing saves what is on the screen first, so what goes out is what the admin sees.
  const onPublish = handleSubmit(async (values) => {
    const saved = formState.isDirty || !post ? (await saveFields(values))?.data : post;
    if (!saved) return;
    await runAction(saved.id, 'publish', M.published);
  });

  async function runAction(postId: number, name: 'publish' | 'unpublish', message: string) {
    setFailure('');
    try {
      await action.mutateAsync({ id: postId, action: name });
      onNotice(message);
    } catch (caught) {
      showFailure(caught);
    }
  }

  async function onDelete() {
    if (!post) return;
    if (!window.confirm(`Delete “${post.title}”? This cannot be undone.`)) return;
    setFailure('');
    try {
      await remove.mutateAsync(post.id);
      isDirty.current = false;
      onClose(M.deleted);
    } catch (caught) {
      showFailure(caught);
    }
  }

  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!isSlugEdited) {
        setValue('slug', toBlogSlug(event.target.value), { shouldDirty: true });
      }
    },
  });
  const slugField = register('slug', { onChange: () => setIsSlugEdited(true) });
  const slug = watch('slug') ?? '';
  const status = post?.status ?? 'draft';

  return (
    <section className={consoleStyles.section} aria-labelledby={`${id}-title`}>
      <header className={consoleStyles.sectionHeader}>
        <div className={styles.titleRow}>
          <h1 id={`${id}-title`} className="page__title">
            {post ? 'Edit post' : 'New post'}
          </h1>
          <span className={consoleStyles.status} data-status={status}>
            {BLOG_POST_STATUS_LABELS[status]}
          </span>
        </div>
        <div className={consoleStyles.actions}>
          {post?.status === 'published' ? (
            <a
              href={buildBlogPath(post)}
              target="_blank"
              rel="noreferrer"
              className="button button--ghost"
            >
              View on the blog
            </a>
          ) : null}
          <button type="button" className="button button--ghost" onClick={() => onClose()}>
            Back to posts
          </button>
        </div>
      </header>

      <FieldErrorText message={failure} className={styles.failure} role="alert" />

      <form
        id={`${id}-form`}
        className={styles.form}
        noValidate
        onSubmit={onSave}
        aria-label="Post"
        hidden={isPreviewing}
      >
        <FormField label="Title" error={errors.title}>
          {(props) => <input {...props} {...titleField} maxLength={BLOG_TITLE_MAX_LENGTH} />}
        </FormField>
        <FormField
          label="Slug"
          error={errors.slug}
          hint={`The post's address: /blog/${slug || '…'}/${post?.id ?? '<id>'}. ${
            isSlugEdited ? '' : 'Made from the title until you change it. '
          }Lower-case letters, digits and hyphens.`}
        >
          {(props) => (
            <input
              {...props}
              {...slugField}
              maxLength={BLOG_SLUG_MAX_LENGTH}
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </FormField>
        <FormField
          label="Excerpt"
          error={errors.excerpt}
          hint="One or two sentences for the blog list and search engines. Needed to publish."
        >
          {(props) => (
            <textarea
              {...props}
              {...register('excerpt')}
              rows={3}
              maxLength={BLOG_EXCERPT_MAX_LENGTH}
              className={`${props.className} ${styles.textarea}`}
            />
          )}
        </FormField>
        <RichTextField
          control={control}
          name="body_html"
          label="Body"
          hint="Headings, bold, italic, lists, quotes and links are kept."
          error={errors.body_html?.message}
          allowedTags={BLOG_ALLOWED_TAGS}
        />
      </form>

      <BlogCoverField post={post} onNotice={onNotice} />

      {isPreviewing ? (
        <section className={styles.preview} aria-label="Preview">
          <p className={styles.previewNote}>Preview: the post as readers will see it.</p>
          <BlogArticle
            titleId={`${id}-preview-title`}
            post={{
              ...(watch() as Required<FormInput>),
              cover_image: post?.cover_image ?? null,
              published_at: post?.published_at ?? new Date().toISOString(),
            }}
          />
        </section>
      ) : null}

      <div className={styles.actionBar}>
        <SubmitButton form={`${id}-form`} isBusy={save.isPending} isDisabled={isBusy}>
          {status === 'published' ? 'Save changes' : 'Save draft'}
        </SubmitButton>
        <button
          type="button"
          className="button button--ghost"
          aria-pressed={isPreviewing}
          onClick={() => setIsPreviewing((shown) => !shown)}
        >
          {isPreviewing ? 'Back to editing' : 'Preview'}
        </button>
        {status === 'published' && post ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={isBusy}
            onClick={() => void runAction(post.id, 'unpublish', M.unpublished)}
          >
            Unpublish
          </button>
        ) : (
          <button
            type="button"
            className="button button--ghost"
            disabled={isBusy}
            onClick={() => void onPublish()}
          >
            Publish
          </button>
        )}
        {post ? (
          <button
            type="button"
            className={`button button--ghost ${styles.danger}`}
            disabled={isBusy}
            onClick={() => void onDelete()}
          >
            Delete
          </button>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className={styles.notice}>
        {notice}
      </p>
    </section>
  );
}

/**
 * Asks before the admin leaves with unsaved changes: another section, the list, Back, or
 * closing the tab. The returned ref lets a save or a deletion say "nothing unsaved" at once,
 * before the form's state catches up.
 */
function useEditorLeaveGuard(isFormDirty: boolean) {
  const isDirty = useUnsavedChangesGuard(LEAVE_WITHOUT_SAVING);
  useEffect(() => {
    isDirty.current = isFormDirty;
  }, [isDirty, isFormDirty]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (isDirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
  return isDirty;
}
