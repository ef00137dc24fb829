import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names';

interface SubmitButtonProps {
  /** True while the form's call runs: the button is disabled and says `busyLabel`. */
  readonly isBusy: boolean;
  readonly busyLabel?: string;
  /** Disabled for another reason than this form's own call (another action of the panel). */
  readonly isDisabled?: boolean;
  readonly isSmall?: boolean;
  /** The form's id, for a button outside its form (the blog editor's action bar). */
  readonly form?: string | undefined;
  /** A form's own layout class (the auth cards' wide button). */
  readonly className?: string | undefined;
  readonly children: ReactNode;
}

/** The submit button of every form: one click per call, and a word while it runs. */
export function SubmitButton({
  isBusy,
  busyLabel = 'Saving…',
  isDisabled = false,
  isSmall = false,
  form,
  className,
  children,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      form={form}
      className={cx('button', isSmall && 'button--small', className)}
      disabled={isBusy || isDisabled}
      aria-busy={isBusy || undefined}
    >
      {isBusy ? busyLabel : children}
    </button>
  );
}
