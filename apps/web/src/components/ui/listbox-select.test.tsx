import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ListboxSelect } from './listbox-select';

const OPTIONS = [
  { label: 'All', value: 'All' },
  { label: 'male', value: 'male' },
  { label: 'female', value: 'female' },
  { label: 'Transexual/Trasgender', value: 'Transexual/Trasgender' },
];

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <ListboxSelect label="Select Gender" options={OPTIONS} value={value} onChange={setValue} />
      <p data-testid="value">{value}</p>
      <button type="button">elsewhere</button>
    </>
  );
}

function setup() {
  render(<Harness />);
  const combobox = screen.getByRole('combobox', { name: 'Select Gender' });
  const listbox = screen.getByRole('listbox', { hidden: true });
  return { combobox, listbox };
}

function activeOptionText(combobox: HTMLElement): string | null {
  const id = combobox.getAttribute('aria-activedescendant');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('ListboxSelect', () => {
  it('opens with Enter, moves with the arrows, picks with Enter and closes', () => {
    const { combobox, listbox } = setup();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(listbox).not.toBeVisible();

    fireEvent.keyDown(combobox, { key: 'Enter' });
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(activeOptionText(combobox)).toBe('All');

    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(activeOptionText(combobox)).toBe('female');
    fireEvent.keyDown(combobox, { key: 'ArrowUp' });
    expect(activeOptionText(combobox)).toBe('male');
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });

    fireEvent.keyDown(combobox, { key: 'Enter' });
    expect(screen.getByTestId('value')).toHaveTextContent('female');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveTextContent('female');
  });

  it('opens with Space at the chosen option and closes with Escape without picking', () => {
    const { combobox } = setup();
    fireEvent.keyDown(combobox, { key: ' ' });
    fireEvent.keyDown(combobox, { key: 'End' });
    expect(activeOptionText(combobox)).toBe('Transexual/Trasgender');
    fireEvent.keyDown(combobox, { key: 'Escape' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });

  it('jumps to the option starting with a typed letter', () => {
    const { combobox } = setup();
    fireEvent.keyDown(combobox, { key: 'f' });
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(activeOptionText(combobox)).toBe('female');
  });

  it('closes when an option is clicked, keeping the clicked value', () => {
    const { combobox } = setup();
    fireEvent.click(combobox);
    fireEvent.click(screen.getByRole('option', { name: 'male' }));
    expect(screen.getByTestId('value')).toHaveTextContent('male');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside without changing the value', () => {
    const { combobox } = setup();
    fireEvent.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'elsewhere' }));
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });

  it('marks the chosen option as selected', () => {
    const { combobox } = setup();
    fireEvent.click(combobox);
    fireEvent.click(screen.getByRole('option', { name: 'female' }));
    fireEvent.click(combobox);
    expect(screen.getByRole('option', { name: 'female' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'male' })).toHaveAttribute('aria-selected', 'false');
  });
});
