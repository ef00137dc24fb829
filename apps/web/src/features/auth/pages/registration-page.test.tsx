import { PUBLIC_AREA_MIN_DISTANCE_KM, PUBLIC_AREA_MIN_LOCALITIES } from '@app/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import RegistrationPage from './registration-page';

describe('RegistrationPage, the Advertise button’s target', () => {
  it('explains what a listing gets, that it is free, review and verification, and privacy, before the form', () => {
    renderWithProviders(<RegistrationPage />, { path: '/registration' });

    expect(screen.getByRole('heading', { level: 1, name: 'Advertise With Us' })).toBeVisible();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'What your listing gets',
      'Free to list',
      'Reviewed, and verified if you wish',
      'Your privacy',
      'Register to advertise',
    ]);
    const privacy = screen.getByRole('region', { name: 'Your privacy' });
    expect(privacy).toHaveTextContent(
      `at least ${PUBLIC_AREA_MIN_LOCALITIES} suburbs and at least ${PUBLIC_AREA_MIN_DISTANCE_KM} km`,
    );
    expect(privacy).toHaveTextContent(/metadata/);
    expect(privacy).toHaveTextContent(/online status/);
    const form = screen.getByRole('form', { name: 'Register to advertise' });
    expect(privacy.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
