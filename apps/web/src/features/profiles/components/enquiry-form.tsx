import {
  ENQUIRY_MESSAGES,
  ENQUIRY_MESSAGE_MAX_LENGTH,
  ENQUIRY_REPLY_CHANNELS,
  ENQUIRY_REPLY_CHANNEL_LABELS,
  ENQUIRY_REPLY_CONTACT_MAX_LENGTH,
  EnquiryInputSchema,
  type EnquiryInput,
} from '@app/contract';
import { ChoiceGroup } from '../../../components/listing-steps/choice-group';
import { FormField } from '../../../components/ui/form-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useSession } from '../../../lib/session';
import { sendEnquiry } from '../api/send-enquiry';
import { InPlaceForm } from './in-place-form';

const ENQUIRY_FIELDS = ['message', 'reply_channel', 'reply_contact'] as const;
const REPLY_OPTIONS = ENQUIRY_REPLY_CHANNELS.map((channel) => ({
  value: channel,
  label: ENQUIRY_REPLY_CHANNEL_LABELS[channel],
}));

/**
 * The message and how the customer wants the reply, checked by the contract's schema; the
 * reply contact starts as the account's e-mail. A sent enquiry replaces the form with the
 * server's words; on a failure nothing typed is lost.
 */
export default function EnquiryForm({
  id,
  listingId,
}: {
  readonly id?: string;
  readonly listingId: number;
}) {
  const email = useSession((session) => session.email);
  const { register, handleSubmit, formState, applyServerErrors } = useContractForm({
    schema: EnquiryInputSchema,
    defaultValues: { message: '', reply_channel: 'email', reply_contact: email },
    serverErrorFields: ENQUIRY_FIELDS,
  });
  const { errors, isSubmitting } = formState;

  return (
    <InPlaceForm<EnquiryInput>
      id={id}
      label="Enquiry"
      submitLabel="Send enquiry"
      failedMessage={ENQUIRY_MESSAGES.failed}
      handleSubmit={handleSubmit}
      send={async (values) => (await sendEnquiry(listingId, values)).message}
      applyServerErrors={applyServerErrors}
      isSubmitting={isSubmitting}
    >
      <FormField
        label="Your message"
        error={errors.message}
        hint="Only the advertiser reads it, with your name and how to reply."
      >
        {(props) => (
          <textarea
            {...props}
            rows={5}
            maxLength={ENQUIRY_MESSAGE_MAX_LENGTH}
            {...register('message')}
          />
        )}
      </FormField>
      <ChoiceGroup
        legend="Reply by"
        type="radio"
        options={REPLY_OPTIONS}
        registration={register('reply_channel')}
        error={errors.reply_channel?.message}
      />
      <FormField
        label="Reply to"
        error={errors.reply_contact}
        hint="Your e-mail address, mobile number or Telegram username."
      >
        {(props) => (
          <input
            {...props}
            maxLength={ENQUIRY_REPLY_CONTACT_MAX_LENGTH}
            {...register('reply_contact')}
          />
        )}
      </FormField>
    </InPlaceForm>
  );
}
