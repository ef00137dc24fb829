import { SITE_NAME } from '@app/contract';
import { Link } from 'react-router';
import { ProsePage, type ProseSection } from '../components/prose-page';
import { ROUTES } from '../../../lib/route-paths';

const SECTIONS: readonly ProseSection[] = [
  {
    id: 'acceptance',
    title: '1. Accepting these terms',
    content: (
      <p>
        These terms apply to everyone who uses {SITE_NAME} (&ldquo;the site&rdquo;,
        &ldquo;we&rdquo;, &ldquo;us&rdquo;): visitors, customers and advertisers. By using the site
        you accept them. If you do not accept them, please leave the site.
      </p>
    ),
  },
  {
    id: 'adults-only',
    title: '2. Adults only',
    content: (
      <ul>
        <li>You must be 18 years of age or over to view the site, hold an account or advertise.</li>
        <li>
          You must not view the site where adult content is unlawful for you, or allow a minor to
          see it. Parents can block the site with filtering software.
        </li>
        <li>We may ask any advertiser for proof of age and identity at any time.</li>
      </ul>
    ),
  },
  {
    id: 'what-we-are',
    title: '3. What the site is',
    content: (
      <p>
        The site is an advertising directory. Advertisers are independent and are not our employees,
        agents or contractors. We do not arrange, book, supervise or take payment for any meeting or
        service, and we are not a party to any arrangement between an advertiser and a client. Any
        arrangement is made directly between the adults involved, at their own responsibility.
      </p>
    ),
  },
  {
    id: 'advertisers',
    title: '4. Advertisers’ obligations',
    content: (
      <>
        <p>If you advertise, you promise that:</p>
        <ul>
          <li>
            you are 18 or over and the person shown in the listing is you, or you have their written
            consent;
          </li>
          <li>
            you offer only services that are lawful where you provide them. Laws on sex work differ
            between states and territories; it is your responsibility to know and follow the laws,
            licensing and planning rules that apply to you;
          </li>
          <li>
            you are not advertising on behalf of anyone who is coerced, trafficked or under 18;
          </li>
          <li>your photos, age, location, rates and description are true and current;</li>
          <li>you own, or are licensed to use, every photo and text you upload.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content-rules',
    title: '5. Content rules',
    content: (
      <>
        <p>Listings, photos and messages must not:</p>
        <ul>
          <li>
            offer or solicit sexual services where that is unlawful, or describe sexual services
            explicitly;
          </li>
          <li>contain nudity or sexually explicit images;</li>
          <li>show or suggest anyone under 18, or anyone who has not consented;</li>
          <li>be false, misleading, defamatory, discriminatory, threatening or harassing;</li>
          <li>advertise drugs, weapons or any other unlawful goods or services;</li>
          <li>contain malware, spam, or links that disguise where they lead.</li>
        </ul>
        <p>
          We review listings before they go live and may edit, refuse, pause or remove any content,
          or close any account, that breaks these rules or the law. We report suspected child
          exploitation and trafficking to the police.
        </p>
      </>
    ),
  },
  {
    id: 'visitors',
    title: '6. Visitors and customers',
    content: (
      <ul>
        <li>
          Keep your account details secure; you are responsible for what is done with your account.
        </li>
        <li>
          Treat advertisers with respect. Harassment, threats or abuse lead to account closure and
          may be reported to police.
        </li>
        <li>Do not copy, scrape or republish listings or photos.</li>
      </ul>
    ),
  },
  {
    id: 'intellectual-property',
    title: '7. Intellectual property',
    content: (
      <p>
        Advertisers keep ownership of their content and give us a non-exclusive licence to publish
        it on the site and in its promotion while their listing is active. The site&apos;s design,
        software and our own text belong to us. To report content that infringes your copyright,
        follow our <Link to={ROUTES.dmca}>takedown procedure</Link>.
      </p>
    ),
  },
  {
    id: 'payments',
    title: '8. Paid advertising',
    content: (
      <p>
        Listings are free today. Paid listings and upgrades, once we offer them, are delivered,
        replaced and refunded as set out in our{' '}
        <Link to={ROUTES.replacement}>delivery, replacement and refund policy</Link>.
      </p>
    ),
  },
  {
    id: 'liability',
    title: '9. Liability',
    content: (
      <>
        <p>
          We take care to keep the site accurate and available, but listings are written by
          advertisers and we cannot guarantee that they are complete, accurate or lawful. Use your
          own judgement and stay safe when meeting anyone.
        </p>
        <p>
          To the extent the law allows, we are not liable for any loss arising from dealings between
          users, from content provided by advertisers, or from the site being unavailable. Where our
          liability cannot be excluded, it is limited to supplying the service again or paying the
          cost of having it supplied again. Nothing in these terms excludes, restricts or changes
          rights you have under the Australian Consumer Law.
        </p>
      </>
    ),
  },
  {
    id: 'privacy',
    title: '10. Privacy',
    content: (
      <p>
        We handle personal information as our <Link to={ROUTES.privacy}>privacy policy</Link>{' '}
        describes.
      </p>
    ),
  },
  {
    id: 'changes',
    title: '11. Changes and ending',
    content: (
      <p>
        We may change these terms; the new version applies from the date shown above. We tell
        account holders of important changes by e-mail. You may close your account at any time, and
        we may suspend or close accounts that break these terms.
      </p>
    ),
  },
  {
    id: 'law',
    title: '12. Governing law and contact',
    content: (
      <p>
        These terms are governed by the laws in force in Australia, and you submit to the
        jurisdiction of Australian courts. Questions or complaints:{' '}
        <Link to={ROUTES.contact}>contact us</Link>.
      </p>
    ),
  },
];

/** /term-and-conditions — terms of use. The age gate is not shown here (docs/product/routes-and-screens.md). */
export default function TermsPage() {
  return (
    <ProsePage
      title="Terms and Conditions"
      description={`The terms of use of ${SITE_NAME}: adults 18+ only, lawful advertising, content rules, liability and Australian law.`}
      lead={
        <p>
          Please read these terms before using the site. In short: you must be 18 or over,
          advertisers must be honest and lawful, and we are a directory, not an agency.
        </p>
      }
      updated="1 July 2025"
      sections={SECTIONS}
    />
  );
}
