import { SITE_NAME } from '@app/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProsePage } from '../components/prose-page';
import { ROUTES } from '../../../lib/route-paths';

interface Question {
  readonly question: string;
  readonly answer: ReactNode;
}

const GROUPS: ReadonlyArray<{
  readonly id: string;
  readonly title: string;
  readonly questions: readonly Question[];
}> = [
  {
    id: 'visitors',
    title: 'For visitors',
    questions: [
      {
        question: 'Do I need an account to browse?',
        answer: (
          <p>
            No. Anyone 18 or over can search and view listings. A free customer account lets you
            keep a wishlist of listings you like.
          </p>
        ),
      },
      {
        question: 'How do I find someone near me?',
        answer: (
          <p>
            Type a suburb, city or state into the location box and press Find Escorts, or pick a
            city from <Link to={ROUTES.popularLocations}>Popular Locations</Link>. Narrow the
            results with gender, account type and category, or use{' '}
            <Link to={ROUTES.advancedSearch}>Advanced Search</Link> for age, verified and online
            filters.
          </p>
        ),
      },
      {
        question: 'What do Verified, Active Now and NEW mean?',
        answer: (
          <ul>
            <li>
              <strong>Verified</strong>: our team has checked the advertiser&apos;s photos and age.
            </li>
            <li>
              <strong>Active Now</strong>: the advertiser used their account in the last 15 minutes;{' '}
              <strong>Recently online</strong>: in the last 24 hours.
            </li>
            <li>
              <strong>NEW</strong>: the listing went live in the last 14 days.
            </li>
          </ul>
        ),
      },
      {
        question: 'How do I contact an advertiser?',
        answer: (
          <p>
            Press Show number on their profile, when they have chosen to take calls or texts, then
            Call or SMS. Arrangements are made directly between you and the advertiser; we do not
            take bookings or payments.
          </p>
        ),
      },
      {
        question: 'How do I report a listing?',
        answer: (
          <p>
            Send the profile&apos;s address through our{' '}
            <Link to={ROUTES.contact}>contact page</Link> and tell us what is wrong. We review every
            report, and treat anything suggesting a minor, coercion or stolen photos as urgent.
          </p>
        ),
      },
    ],
  },
  {
    id: 'advertisers',
    title: 'For advertisers',
    questions: [
      {
        question: 'Who can advertise?',
        answer: (
          <p>
            Independent adults 18 or over, advertising services that are lawful where they work. See
            our <Link to={ROUTES.terms}>terms and conditions</Link>.
          </p>
        ),
      },
      {
        question: 'How long until my listing is live?',
        answer: (
          <p>
            We review every new or changed listing, normally within one business day. Listing is
            free; if paid time is ever offered, it starts only when the listing goes live (see our{' '}
            <Link to={ROUTES.replacement}>delivery, replacement and refund policy</Link>).
          </p>
        ),
      },
      {
        question: 'How do I get the Verified badge?',
        answer: (
          <p>
            Ask for verification from your dashboard. We check that your photos are of you and that
            you are over 18, then keep only the result of the check.
          </p>
        ),
      },
      {
        question: 'Can I show touring dates?',
        answer: (
          <p>
            Yes. Add the city and dates of each tour; your listing then also appears in that
            city&apos;s results while you are there.
          </p>
        ),
      },
      {
        question: 'Someone is using my photos. What can I do?',
        answer: (
          <p>
            Follow our <Link to={ROUTES.dmca}>copyright and takedown procedure</Link>; we remove
            infringing material promptly.
          </p>
        ),
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy and accounts',
    questions: [
      {
        question: 'Is my visit private?',
        answer: (
          <p>
            We use no advertising or tracking cookies and never sell personal information. Read
            exactly what the site stores in our <Link to={ROUTES.privacy}>privacy policy</Link>.
          </p>
        ),
      },
      {
        question: 'I forgot my password.',
        answer: (
          <p>
            Use <Link to={ROUTES.requestReset}>Reset Your Password</Link> with your e-mail address
            or phone number, and follow the link we send you.
          </p>
        ),
      },
      {
        question: 'How do I delete my account?',
        answer: (
          <p>
            Ask through our <Link to={ROUTES.contact}>contact page</Link> from the e-mail address of
            your account, and we will delete it and your personal information.
          </p>
        ),
      },
    ],
  },
];

/** /faq — questions and answers, each a native disclosure (keyboard and screen-reader ready). */
export default function FaqPage() {
  return (
    <ProsePage
      title="Frequently Asked Questions"
      description={`Answers about searching, contacting advertisers, verification, advertising and privacy on ${SITE_NAME}.`}
      lead={
        <p>
          Quick answers for visitors and advertisers. Anything else?{' '}
          <Link to={ROUTES.contact}>Contact us</Link>.
        </p>
      }
      sections={GROUPS.map((group) => ({
        id: group.id,
        title: group.title,
        content: group.questions.map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <div>{item.answer}</div>
          </details>
        )),
      }))}
    />
  );
}
