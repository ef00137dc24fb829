import {
  AGE_GATE_STORAGE_KEY,
  SAVED_RESULTS_STORAGE_KEYS,
  SITE_NAME,
  VIEWED_PROFILES_STORAGE_KEY,
} from '@app/contract';
import { Link } from 'react-router';
import {
  SESSION_STORAGE_KEY,
  TOKEN_COOKIE_DAYS,
  TOKEN_COOKIE_NAME,
  TOKEN_STORAGE_KEY,
} from '../../../lib/session';
import { ProsePage, type ProseSection } from '../components/prose-page';
import { ROUTES } from '../../../lib/route-paths';

const SECTIONS: readonly ProseSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <p>
        This policy explains how {SITE_NAME} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) handles personal
        information. We are bound by the <em>Privacy Act 1988</em> (Cth) and the Australian Privacy
        Principles (APPs), and we treat all information about advertisers and clients of an adult
        directory as sensitive, whatever its legal category.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    content: (
      <>
        <h3>Visitors</h3>
        <ul>
          <li>
            The searches you make and pages you view, your IP address, browser type and the time of
            your visit, kept in our server logs.
          </li>
        </ul>
        <h3>Customers</h3>
        <ul>
          <li>
            Name, e-mail address, phone number (optional), password (stored only as a one-way hash).
          </li>
          <li>Profile details you choose to add: age, language, ethnicity and a photo.</li>
          <li>Your wishlist of listings.</li>
          <li>
            The searches you save and how often we e-mail you their new listings, the city you chose
            for tour alerts, and which tour alerts we sent you. Only you see them.
          </li>
          <li>
            If you sign in with Google: your name, e-mail address and Google account identifier.
          </li>
        </ul>
        <h3>Advertisers</h3>
        <ul>
          <li>
            Name, e-mail address, phone number, and the listing you publish (photos, description,
            location, rates, tours).
          </li>
          <li>
            Proof of age and identity when you ask for verification; we keep only the fact and date
            of the check.
          </li>
          <li>
            When you last used your account, to show the Active Now and Recently online markers, and
            view counts of your listing.
          </li>
        </ul>
        <h3>Everyone who writes to us</h3>
        <ul>
          <li>
            What you send through the contact form or newsletter sign-up, and your e-mail address.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'why',
    title: 'Why we collect it',
    content: (
      <ul>
        <li>
          to run the directory: publish listings, show search results, keep accounts and wishlists;
        </li>
        <li>
          to check age and identity, moderate content and prevent fraud, abuse and exploitation;
        </li>
        <li>
          to answer your messages and send the e-mails you ask for (one-time codes, password resets,
          the newsletter, your saved searches' new listings, tour alerts);
        </li>
        <li>to keep the site secure and working, and to meet our legal obligations.</li>
      </ul>
    ),
  },
  {
    id: 'storage',
    title: 'Cookies and storage in your browser',
    content: (
      <>
        <p>
          We use no advertising or tracking cookies. The site keeps a few small items in your
          browser so that it works:
        </p>
        <ul>
          <li>
            <strong>
              <code>{SESSION_STORAGE_KEY}</code>
            </strong>{' '}
            (local storage): your signed-in session: name, e-mail, account type and user number.
            Removed when you log out.
          </li>
          <li>
            <strong>
              <code>{TOKEN_STORAGE_KEY}</code>
            </strong>{' '}
            (local storage) and the cookie{' '}
            <strong>
              <code>{TOKEN_COOKIE_NAME}</code>
            </strong>{' '}
            ({TOKEN_COOKIE_DAYS} days): the sign-in token that proves who you are to our server.
            Removed when you log out.
          </li>
          <li>
            <strong>
              <code>{AGE_GATE_STORAGE_KEY}</code>
            </strong>{' '}
            (local storage): remembers that you confirmed you are over 18, so the age notice does
            not show on every visit.
          </li>
          <li>
            <strong>
              <code>{SAVED_RESULTS_STORAGE_KEYS.join(', ')}</code>
            </strong>{' '}
            and{' '}
            <strong>
              <code>{VIEWED_PROFILES_STORAGE_KEY}</code>
            </strong>{' '}
            (session storage, cleared when you close the tab): your last search results, and the
            profiles already counted as viewed, so a view is counted once.
          </li>
        </ul>
        <p>You can clear all of these in your browser settings at any time.</p>
      </>
    ),
  },
  {
    id: 'disclosure',
    title: 'Who we share it with',
    content: (
      <>
        <p>We never sell personal information. We share it only:</p>
        <ul>
          <li>
            with service providers who run parts of the site for us (hosting, e-mail delivery) under
            contracts that require them to protect it;
          </li>
          <li>with Google, if you choose to sign in with your Google account;</li>
          <li>
            with the map tile provider, which receives your IP address when the map view loads its
            images;
          </li>
          <li>
            with police or regulators when the law requires it, or when we believe it necessary to
            prevent serious harm, such as child exploitation or trafficking.
          </li>
        </ul>
        <p>An advertiser&apos;s listing is public; their e-mail address is never shown.</p>
      </>
    ),
  },
  {
    id: 'overseas',
    title: 'Overseas disclosure',
    content: (
      <p>
        Some of our service providers may store or process information outside Australia, for
        example in the United States, Singapore or the European Union (cloud hosting, e-mail
        delivery, Google sign-in, map tiles). We take reasonable steps, as APP 8 requires, to make
        sure they handle it consistently with the Australian Privacy Principles.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security and how long we keep it',
    content: (
      <p>
        Information travels over encrypted connections, passwords are stored as strong one-way
        hashes, uploaded photos are re-encoded with location and camera data removed, and staff
        access is limited. We keep information while your account is open and then delete or
        de-identify it, except where the law requires us to keep it longer.
      </p>
    ),
  },
  {
    id: 'access',
    title: 'Access and correction',
    content: (
      <p>
        You can see and correct most of your details in your dashboard. You may also ask for a copy
        of the personal information we hold about you, ask us to correct it, or ask us to delete
        your account, through our <Link to={ROUTES.contact}>contact page</Link>. We answer within 30
        days and do not charge for a request. If we refuse, we explain why in writing.
      </p>
    ),
  },
  {
    id: 'complaints',
    title: 'Complaints',
    content: (
      <>
        <p>
          If you think we have mishandled your personal information, please tell us through the{' '}
          <Link to={ROUTES.contact}>contact page</Link> with &ldquo;Privacy complaint&rdquo; at the
          start of the message. We acknowledge complaints within 5 business days and aim to resolve
          them within 30 days.
        </p>
        <p>
          If you are not satisfied with our answer, you can complain to the Office of the Australian
          Information Commissioner (OAIC): oaic.gov.au, phone 1300 363 992.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We may update this policy; the date above shows the current version. We tell account holders
        of important changes by e-mail.
      </p>
    ),
  },
];

/** /privacy-and-policy — privacy policy under the Australian Privacy Principles. */
export default function PrivacyPage() {
  return (
    <ProsePage
      title="Privacy Policy"
      description={`How ${SITE_NAME} collects, uses, stores and discloses personal information under the Privacy Act 1988 and the Australian Privacy Principles.`}
      lead={
        <p>
          Your privacy matters more on an adult site than anywhere else. This policy says what we
          collect, why, where it goes and how you can see, correct or delete it.
        </p>
      }
      updated="1 July 2025"
      sections={SECTIONS}
    />
  );
}
