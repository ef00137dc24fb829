import { Link } from 'react-router';

/** The terms box's label: what is accepted, with both documents one tap away. */
export function TermsLabel() {
  return (
    <>
      I accept the <Link to="/term-and-conditions">terms</Link> &amp;{' '}
      <Link to="/privacy-and-policy">privacy policy</Link>
    </>
  );
}
