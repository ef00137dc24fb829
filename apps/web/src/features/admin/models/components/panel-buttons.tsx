import { SubmitButton } from '../../../../components/ui/submit-button';
import modelStyles from './models.module.css';

interface PanelButtonsProps {
  readonly submitLabel: string;
  /** This panel's own call runs. */
  readonly isBusy: boolean;
  /** Another action on the listing runs. */
  readonly isDisabled: boolean;
  readonly onCancel: () => void;
}

/** The submit and Cancel under a moderation panel (a reason, the badge's checks). */
export function PanelButtons({ submitLabel, isBusy, isDisabled, onCancel }: PanelButtonsProps) {
  return (
    <div className={modelStyles.row}>
      <SubmitButton isBusy={isBusy} isDisabled={isDisabled} isSmall>
        {submitLabel}
      </SubmitButton>
      <button type="button" className="button button--ghost button--small" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
