import { SITE_NAME } from '@app/contract';
import { Link } from 'react-router';
import { ProsePage, type ProseSection } from '../components/prose-page';
import { ROUTES } from '../../../lib/route-paths';

const SECTIONS: readonly ProseSection[] = [
  {
    id: 'what-we-do',
    title: 'What we do',
    content: (
      <>
        <p>
          {SITE_NAME} is an online directory where independent escorts, companions and adult
          entertainers across Australia advertise their services, and where adults find them by
          state, city or suburb. We publish advertising; we do not employ advertisers, arrange
          bookings, take payment for services or act as an agency.
        </p>
        <p>
          Every listing is written and managed by the advertiser. Our team reviews each listing
          before it goes live and keeps reviewing what is published.
        </p>
      </>
    ),
  },
  {
    id: 'for-visitors',
    title: 'For visitors',
    content: (
      <ul>
        <li>Browse by location, gender, account type and category, or open the map view.</li>
        <li>
          <strong>Verified</strong> listings have had their photos and age checked by our team.
        </li>
        <li>
          <strong>Active Now</strong> and <strong>Recently online</strong> show who has used their
          account in the last 15 minutes or 24 hours.
        </li>
        <li>Create a free customer account to keep a wishlist of your favourite listings.</li>
      </ul>
    ),
  },
  {
    id: 'for-advertisers',
    title: 'For advertisers',
    content: (
      <>
        <p>
          Advertisers must be 18 or over and advertise only services that are lawful where they
          work. Your listing carries your photos, rates, availability and touring dates, and you
          choose whether people may call or text you. You can pause or remove it at any time.
        </p>
        <p>
          <Link to={ROUTES.registration}>Register to advertise</Link> or read our{' '}
          <Link to={ROUTES.replacement}>advertising replacement and refund policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'safety-and-privacy',
    title: 'Safety and privacy',
    content: (
      <p>
        We strip location data from every uploaded photo, never show an advertiser&apos;s e-mail
        address, and act quickly on reports of fake, stolen or unsafe content. Read how we handle
        personal information in our <Link to={ROUTES.privacy}>privacy policy</Link>, and the rules
        for everyone in our <Link to={ROUTES.terms}>terms and conditions</Link>.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Get in touch',
    content: (
      <p>
        Questions, feedback or a report? <Link to={ROUTES.contact}>Contact us</Link>; we reply by
        e-mail, usually within two business days.
      </p>
    ),
  },
];

/** /about-us */
export default function AboutUsPage() {
  return (
    <ProsePage
      title="About Us"
      description={`Who runs ${SITE_NAME}, how listings are checked, and how the directory works for visitors and advertisers.`}
      lead={
        <p>
          An Australian directory of independent escorts and companions, built around honest
          listings, advertiser safety and visitor privacy. Adults 18+ only.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
