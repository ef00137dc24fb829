import modelStyles from './models.module.css';

interface PanelButtonsProps {
  readonly submitLabel: string;
  readonly isBusy: boolean;
  readonly onCancel: () => void;
}

/** The submit and Cancel under a moderation panel (a step edit, a reason, the badge's checks). */
export function PanelButtons({ submitLabel, isBusy, onCancel }: PanelButtonsProps) {
  return (
    <div className={modelStyles.row}>
      <button type="submit" className="button button--small" disabled={isBusy}>
        {submitLabel}
      </button>
      <button type="button" className="button button--ghost button--small" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
