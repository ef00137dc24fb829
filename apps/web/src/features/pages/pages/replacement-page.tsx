import { Link } from 'react-router';
import { ProsePage, type ProseSection } from '../components/prose-page';
import { ROUTES } from '../../../lib/route-paths';

const SECTIONS: readonly ProseSection[] = [
  {
    id: 'scope',
    title: 'What this policy covers',
    content: (
      <p>
        Listing on the directory is free today: we sell no listings or upgrades yet. This policy
        sets out the terms that will apply when we do: when paid advertising is delivered, when we
        replace advertising time that you lost, and when we refund you. It does not cover
        arrangements between advertisers and their clients, which are not made through us.
      </p>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery of your advertising',
    content: (
      <>
        <p>
          Advertising is a digital service, delivered when your listing goes live. Each new or
          changed listing is reviewed by our team first, normally within one business day. Paid time
          starts when the listing goes live, not when you pay, so time spent waiting for review is
          never lost.
        </p>
        <p>
          If we need changes before a listing can go live (for example a photo that breaks our
          content rules), we tell you by e-mail and the paid time has still not started.
        </p>
      </>
    ),
  },
  {
    id: 'replacement',
    title: 'Replacement of lost advertising time',
    content: (
      <>
        <p>We add free time to your listing, equal to the time lost, when:</p>
        <ul>
          <li>
            the site or your listing was unavailable for more than 12 hours in a row because of a
            fault on our side;
          </li>
          <li>
            your listing was hidden by mistake during a review, or shown in the wrong location
            because of our error;
          </li>
          <li>a feature you paid for (such as a touring notice) did not show as bought.</li>
        </ul>
        <p>
          Replacement time is added automatically for site-wide outages. For anything else, ask
          within 30 days and tell us the listing and the dates affected.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    content: (
      <>
        <p>You are entitled to a full refund of the unused part of a purchase when:</p>
        <ul>
          <li>we cannot publish your listing and you do not want to change it;</li>
          <li>you were charged twice or charged the wrong amount;</li>
          <li>
            we close the service or end your advertising for reasons other than a breach of our
            terms.
          </li>
        </ul>
        <p>
          We do not refund time already used, time left when you pause or remove a listing yourself,
          or advertising removed because it broke our{' '}
          <Link to={ROUTES.terms}>terms and conditions</Link> (for example false age or identity,
          stolen photos, or unlawful services).
        </p>
        <p>
          Nothing in this policy limits your rights under the Australian Consumer Law. If a service
          has a major failure you may choose a refund or replacement; for a minor failure we may
          choose to fix it, replace it or refund it within a reasonable time.
        </p>
      </>
    ),
  },
  {
    id: 'how-to-ask',
    title: 'How to ask for a replacement or refund',
    content: (
      <ol>
        <li>
          Send us a message through the <Link to={ROUTES.contact}>contact page</Link> from the
          e-mail address of your advertiser account.
        </li>
        <li>
          Name the listing, what went wrong and when, and whether you prefer time or money back.
        </li>
        <li>
          We answer within two business days. Approved refunds go back to the original payment
          method, usually within 5 to 10 business days.
        </li>
      </ol>
    ),
  },
];

/** /replacement — the Delivery/Refund and listing replacement policy for advertisers. */
export default function ReplacementPage() {
  return (
    <ProsePage
      title="Delivery, Replacement and Refund Policy"
      description="When paid advertising goes live, when lost listing time is replaced and when advertisers are refunded, under the Australian Consumer Law."
      lead={
        <p>
          Clear rules for advertisers: your paid time starts only when your listing is live, time
          lost through our fault is replaced, and refunds follow the Australian Consumer Law.
        </p>
      }
      updated="1 July 2025"
      sections={SECTIONS}
    />
  );
}
