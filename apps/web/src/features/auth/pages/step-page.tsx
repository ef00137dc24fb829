import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ROUTES } from '../../../lib/route-paths';

type Role = 'user' | 'model';

/** Where Next leads for each choice (docs/product/routes-and-screens.md, /step). */
const SIGN_IN_PATHS: Record<Role, string> = { user: '/user-login', model: '/login' };

const ROLE_CHOICES: ReadonlyArray<{ value: Role; label: string; hint: string }> = [
  { value: 'user', label: 'User', hint: 'Browse, keep a wishlist and a profile.' },
  {
    value: 'model',
    label: 'Model',
    // Admins sign in at the same door as advertisers (docs/product/accounts.md#sign-in).
    hint: 'Advertisers, and the site team (admins).',
  },
];

/** /step — the Sign in button's target: choose to sign in as a user (default) or a model. */
export default function StepPage() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const [role, setRole] = useState<Role>('user');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(SIGN_IN_PATHS[role]);
  }

  return (
    <section className="page page--narrow">
      <h1 className="page__title">Step Into Your Role</h1>
      <form onSubmit={handleSubmit}>
        <fieldset className="role-choice">
          <legend className="role-choice__legend">Sign in as</legend>
          {ROLE_CHOICES.map((choice) => (
            <label key={choice.value} className="role-choice__option">
              <input
                type="radio"
                name="role"
                value={choice.value}
                checked={role === choice.value}
                onChange={() => setRole(choice.value)}
              />
              <span className="role-choice__label">{choice.label}</span>
              <span className="role-choice__hint">{choice.hint}</span>
            </label>
          ))}
        </fieldset>
        <div className="page__actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void navigate(ROUTES.home)}
          >
            Cancel
          </button>
          <button type="submit" className="button">
            Next
          </button>
        </div>
      </form>
    </section>
  );
}
