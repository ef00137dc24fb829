import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './admin-console.module.css';

interface ConfirmStepProps {
  /** The question, which also names the step: "Approve this listing? It goes live at once." */
  readonly question: string;
  /** What follows from saying yes, read out with the question (a short list or a sentence). */
  readonly children?: ReactNode;
  /** The yes button: "Yes, approve". */
  readonly confirmLabel: string;
  /** A call runs: the yes button waits. */
  readonly isBusy?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * The console's one confirmation before an action that is hard to take back: the question,
 * its consequences, "Yes, …" and Cancel, shown in place under the button that asked. The yes
 * button takes the focus, Escape cancels, and the focus goes back to the asking button when
 * the step closes (if it is still there).
 */
export function ConfirmStep({
  question,
  children,
  confirmLabel,
  isBusy = false,
  onConfirm,
  onCancel,
}: ConfirmStepProps) {
  const questionId = `${useId()}-question`;
  const detailsId = `${questionId}-details`;
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement;
    confirmRef.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <div
      role="group"
      aria-labelledby={questionId}
      aria-describedby={children ? detailsId : undefined}
      className={styles.confirm}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <p id={questionId} className={styles.confirmQuestion}>
        {question}
      </p>
      {children ? <div id={detailsId}>{children}</div> : null}
      <div className={styles.actions}>
        <button
          ref={confirmRef}
          type="button"
          className="button button--small"
          disabled={isBusy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
