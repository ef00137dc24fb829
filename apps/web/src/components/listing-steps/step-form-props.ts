import type { OwnListing } from '@app/contract';

/**
 * What every step form takes. The advertiser's builder and the admin console differ only in
 * where the values go (`save`), the button's words and whether the form can be cancelled.
 */
export interface StepFormProps<Values> {
  /** The listing as saved (an admin's listing is one too); null before the first save. */
  readonly listing: OwnListing | null;
  /**
   * Sends the checked values. It rejects with the call's error: a 422's field messages then
   * show on their fields, any other failure in a line above the buttons.
   */
  readonly save: (values: Values) => Promise<void>;
  /** The submit button's text: "Save and continue" unless told otherwise. */
  readonly submitLabel?: string | undefined;
  /** Given: a Cancel button beside the submit (the console closes its edit). */
  readonly onCancel?: (() => void) | undefined;
  /** Told whenever the form starts or stops holding unsaved changes. */
  readonly onDirtyChange?: ((isDirty: boolean) => void) | undefined;
}

export const DEFAULT_SUBMIT_LABEL = 'Save and continue';
