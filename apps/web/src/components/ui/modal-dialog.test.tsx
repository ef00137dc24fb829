import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

function Dialog({ onEscape }: { readonly onEscape?: () => void }) {
  const nextRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      titleId="test-title"
      descriptionId="test-text"
      backdropClassName="backdrop"
      className="dialog"
      focusTrap={{ initialFocus: nextRef }}
      onEscape={onEscape}
    >
      <h2 id="test-title">Are you sure?</h2>
      <p id="test-text">Nothing is undone.</p>
      <button type="button">Cancel</button>
      <button ref={nextRef} type="button">
        Next
      </button>
    </ModalDialog>
  );
}

describe('ModalDialog', () => {
  it('is a modal dialog named by its heading and described by its text, focus on the chosen button', () => {
    render(<Dialog />);

    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Nothing is undone.');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('does what onEscape says on Escape', () => {
    const onEscape = vi.fn();
    render(<Dialog onEscape={onEscape} />);

    fireEvent.keyDown(screen.getByRole('button', { name: 'Next' }), { key: 'Escape' });

    expect(onEscape).toHaveBeenCalledOnce();
  });

  it('stays open on Escape when a choice is required (no onEscape)', () => {
    render(<Dialog />);

    fireEvent.keyDown(screen.getByRole('button', { name: 'Next' }), { key: 'Escape' });

    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
  });
});
