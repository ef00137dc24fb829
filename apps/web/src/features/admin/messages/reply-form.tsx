import {
  ADMIN_INBOX_REPLY_SUBJECT,
  AdminInboxReplyInputSchema,
  type AdminInboxMessage,
} from '@app/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { serverMessageOf } from '../../../lib/http';
import { logError } from '../../../lib/log';
import { useReplyToMessage } from './messages-api';
import styles from './messages.module.css';
import { SubmitButton } from '../../../components/ui/submit-button';

type ReplyOutput = z.output<typeof AdminInboxReplyInputSchema>;
const REPLY_FIELDS = ['subject', 'body'] as const;
const REPLY_FAILED = 'Your reply could not be sent. Please try again.';

interface ReplyFormProps {
  readonly message: AdminInboxMessage;
}

/**
 * A plain-text reply mailed to the sender. What the admin wrote stays in the boxes on any
 * error; only a sent reply empties the message box.
 */
export function ReplyForm({ message }: ReplyFormProps) {
  const reply = useReplyToMessage();
  const [result, setResult] = useState<{ kind: 'sent' | 'failed'; text: string } | null>(null);
  const { register, handleSubmit, resetField, formState, applyServerErrors } = useContractForm({
    schema: AdminInboxReplyInputSchema,
    defaultValues: { subject: ADMIN_INBOX_REPLY_SUBJECT, body: '' },
    serverErrorFields: REPLY_FIELDS,
  });
  const { errors, isSubmitting } = formState;

  async function submit(values: ReplyOutput) {
    setResult(null);
    try {
      const answer = await reply.mutateAsync({ id: message.id, reply: values });
      resetField('body');
      setResult({ kind: 'sent', text: answer.message });
    } catch (error) {
      logError('message reply', error);
      if (!applyServerErrors(error))
        setResult({ kind: 'failed', text: serverMessageOf(error) ?? REPLY_FAILED });
    }
  }

  return (
    <form
      className={styles.replyForm}
      onSubmit={handleSubmit(submit)}
      noValidate
      aria-labelledby={`reply-title-${message.id}`}
    >
      <h3 id={`reply-title-${message.id}`} className={styles.subheading}>
        Reply by e-mail to {message.email}
      </h3>
      <FormField label="Subject" error={errors.subject}>
        {(props) => <input {...props} type="text" {...register('subject')} />}
      </FormField>
      <FormField label="Message" error={errors.body}>
        {(props) => <textarea {...props} rows={8} {...register('body')} />}
      </FormField>
      <p>
        <SubmitButton isBusy={isSubmitting} busyLabel="Sending…">
          Send reply
        </SubmitButton>
      </p>
      <p className={styles.result} role="status">
        {result?.kind === 'sent' ? result.text : null}
      </p>
      {result?.kind === 'failed' ? (
        <p className={styles.resultFailed} role="alert">
          {result.text}
        </p>
      ) : null}
    </form>
  );
}
