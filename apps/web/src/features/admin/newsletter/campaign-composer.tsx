import {
  ADMIN_NEWSLETTER_MESSAGES as M,
  CAMPAIGN_ALLOWED_TAGS,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_SUBJECT_MAX_LENGTH,
  CampaignInputSchema,
  type AdminCampaign,
} from '@app/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { RichText } from '../../../components/ui/rich-text';
import { RichTextField } from '../../../components/ui/rich-text-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useContractForm } from '../../../hooks/use-contract-form';
import { serverMessageOf } from '../../../lib/http';
import { plural } from '../../../lib/plural';
import consoleStyles from '../components/admin-console.module.css';
import { CampaignProgress } from './campaign-progress';
import { formatAdminDateTime } from '../lib/admin-dates';
import {
  useDeleteCampaign,
  useSaveCampaign,
  useSendCampaign,
  useTestSendCampaign,
} from './newsletter-api';
import styles from './newsletter.module.css';
import { AdminCard } from '../components/admin-card';
import { ConfirmStep } from '../components/confirm-step';

const FIELDS = ['subject', 'body_html'] as const;
type CampaignValues = z.output<typeof CampaignInputSchema>;

interface CampaignComposerProps {
  /** The saved campaign; undefined for a new one. */
  readonly campaign?: AdminCampaign;
  /** After the first save: the URL names the new campaign. */
  readonly onCreated: (id: number) => void;
  readonly onClose: () => void;
  /** The result of the last action: kept by the section, so it outlives a remount. */
  readonly message: string;
  readonly onMessage: (message: string) => void;
}

/**
 * A campaign: a draft is edited here (subject, rich-text body), previewed, tested on the
 * admin's own address and sent after a confirmation; a queued or sent one shows its progress.
 */
export function CampaignComposer(props: CampaignComposerProps) {
  const { campaign, onClose } = props;
  // A new key per campaign: opening another one starts from its own saved text.
  if (campaign && campaign.status !== 'draft') {
    return <SentCampaign campaign={campaign} onClose={onClose} />;
  }
  return <DraftEditor key={campaign?.id ?? 'new'} {...props} />;
}

function DraftEditor({
  campaign,
  onCreated,
  onClose,
  message,
  onMessage: setMessage,
}: CampaignComposerProps) {
  const { register, control, handleSubmit, formState, reset, watch, applyServerErrors } =
    useContractForm({
      schema: CampaignInputSchema,
      defaultValues: { subject: campaign?.subject ?? '', body_html: campaign?.body_html ?? '' },
      serverErrorFields: FIELDS,
    });
  const [isPreviewing, setIsPreviewing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const save = useSaveCampaign();
  const testSend = useTestSendCampaign();
  const send = useSendCampaign();
  const remove = useDeleteCampaign();
  const isBusy = save.isPending || testSend.isPending || send.isPending || remove.isPending;
  const isDirty = !campaign || formState.isDirty;
  const recipients = campaign?.active_subscribers ?? 0;
  const [subject, body] = watch(['subject', 'body_html']);
  const errors = formState.errors;

  /** Saves when something changed; answers the saved campaign's id (undefined: not saved). */
  async function saveDraft(input: CampaignValues): Promise<number | undefined> {
    if (campaign && !isDirty) return campaign.id;
    try {
      const answer = await save.mutateAsync({ id: campaign?.id, input });
      setMessage(answer.message ?? M.saved);
      // The server's cleaned body is the saved one: the form starts over from it, not dirty.
      reset({ subject: answer.data.subject, body_html: answer.data.body_html });
      if (!campaign) onCreated(answer.data.id);
      return answer.data.id;
    } catch (error) {
      applyServerErrors(error);
      setMessage(serverMessageOf(error) ?? 'The draft could not be saved. Please try again.');
      return undefined;
    }
  }

  const submit = handleSubmit(async (input) => {
    await saveDraft(input);
  });

  const sendTest = handleSubmit(async (input) => {
    const savedId = await saveDraft(input);
    if (savedId === undefined) return;
    try {
      setMessage((await testSend.mutateAsync(savedId)).message);
    } catch (error) {
      setMessage(serverMessageOf(error) ?? M.testFailed);
    }
  });

  async function sendNow() {
    if (!campaign) return;
    setIsConfirming(false);
    try {
      const answer = await send.mutateAsync(campaign.id);
      setMessage(answer.message ?? M.queued);
    } catch (error) {
      applyServerErrors(error);
      setMessage(serverMessageOf(error) ?? 'The campaign could not be sent. Please try again.');
    }
  }

  async function deleteDraft() {
    if (!campaign) return;
    if (!window.confirm(`Delete the draft “${campaign.subject}”?`)) return;
    try {
      await remove.mutateAsync(campaign.id);
      onClose();
    } catch (error) {
      setMessage(serverMessageOf(error) ?? 'The draft could not be deleted.');
    }
  }

  return (
    <AdminCard
      title={campaign ? 'Edit campaign' : 'New campaign'}
      actions={<CloseButton onClose={onClose} />}
    >
      <form className={styles.composer} noValidate onSubmit={(event) => void submit(event)}>
        <FormField label="Subject" error={errors.subject}>
          {(props) => (
            <input
              {...props}
              {...register('subject')}
              type="text"
              maxLength={CAMPAIGN_SUBJECT_MAX_LENGTH}
            />
          )}
        </FormField>
        <RichTextField
          control={control}
          name="body_html"
          label="Body"
          error={errors.body_html?.message}
          allowedTags={CAMPAIGN_ALLOWED_TAGS}
          classNames={{ field: styles.field, label: styles.label, error: styles.error }}
        />
        <div className={consoleStyles.actions}>
          <SubmitButton isBusy={save.isPending} isDisabled={isBusy}>
            Save draft
          </SubmitButton>
          <button
            type="button"
            className="button button--ghost"
            aria-expanded={isPreviewing}
            onClick={() => setIsPreviewing((open) => !open)}
          >
            {isPreviewing ? 'Hide preview' : 'Preview'}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={isBusy}
            onClick={() => void sendTest()}
          >
            Send test to me
          </button>
          {campaign ? (
            <>
              <button
                type="button"
                className="button"
                disabled={isBusy || isDirty || recipients === 0}
                onClick={() => setIsConfirming(true)}
              >
                Send to {plural(recipients, 'subscriber', 'subscribers')}
              </button>
              <button
                type="button"
                className="button button--ghost"
                disabled={isBusy}
                onClick={() => void deleteDraft()}
              >
                Delete draft
              </button>
            </>
          ) : null}
        </div>
        {campaign && isDirty ? <p>Save the draft before sending it.</p> : null}
      </form>
      <p role="status">{message}</p>
      {isConfirming && campaign ? (
        <ConfirmStep
          question={`Send “${campaign.subject}” to ${plural(recipients, 'subscriber', 'subscribers')} now?`}
          confirmLabel="Yes, send now"
          onConfirm={() => void sendNow()}
          onCancel={() => setIsConfirming(false)}
        >
          <p>This cannot be undone.</p>
        </ConfirmStep>
      ) : null}
      {isPreviewing ? (
        <section className={styles.preview} aria-label="Preview">
          <h3>{subject || 'No subject yet'}</h3>
          <RichText html={body} />
          <p>
            <small>Every mail ends with an unsubscribe link.</small>
          </p>
        </section>
      ) : null}
    </AdminCard>
  );
}

function SentCampaign({
  campaign,
  onClose,
}: {
  readonly campaign: AdminCampaign;
  readonly onClose: () => void;
}) {
  return (
    <AdminCard title={`Campaign: ${campaign.subject}`} actions={<CloseButton onClose={onClose} />}>
      <p>
        <span className={consoleStyles.status}>{CAMPAIGN_STATUS_LABELS[campaign.status]}</span>{' '}
        Queued {formatAdminDateTime(campaign.queued_at)}
        {campaign.finished_at ? ` · finished ${formatAdminDateTime(campaign.finished_at)}` : ''}
      </p>
      <p role="status">{campaign.status === 'sending' ? M.queued : 'The campaign is sent.'}</p>
      <CampaignProgress progress={campaign.progress} />
      <section className={styles.preview} aria-label="Preview">
        <h3>{campaign.subject}</h3>
        <RichText html={campaign.body_html} />
      </section>
    </AdminCard>
  );
}

function CloseButton({ onClose }: { readonly onClose: () => void }) {
  return (
    <button type="button" className="button button--ghost button--small" onClick={onClose}>
      Close
    </button>
  );
}
