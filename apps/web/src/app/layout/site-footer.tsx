import {
  ACCOUNT_TYPE_OPTIONS,
  COPYRIGHT_YEAR,
  FOOTER_CITY_PATHS,
  SITE_NAME,
  slugToTitle,
} from '@app/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { TitledSection, type TitledSectionProps } from '../../components/ui/titled-section';
import styles from './site-footer.module.css';
import { ROUTES } from '../../lib/route-paths';

/** docs/product/routes-and-screens.md, footer info links. */
const INFO_LINKS = [
  { to: ROUTES.privacy, label: 'Privacy Policy' },
  { to: ROUTES.contact, label: 'Contact Us' },
  { to: ROUTES.terms, label: 'Terms and Conditions' },
] as const;

/** docs/product/routes-and-screens.md: these footer entries are shown without links. */
const UNLINKED_INFO = ['FAQ', 'Delivery/Refund Policy'] as const;
const MORE_ENTRIES = ['Safety Tips', 'Advertising Rates', 'Help Centre', 'Site Map'] as const;
const CATEGORY_ENTRIES = [
  ...ACCOUNT_TYPE_OPTIONS.filter((option) => option.value !== 'all').map((o) => o.label),
  'Independents',
] as const;
const REVIEW_ENTRIES = ['Client Reviews', 'Advertiser Reviews', 'Review Guidelines'] as const;

/** The columns of plain entries, in order. */
const TEXT_COLUMNS = [
  { id: 'footer-more-title', title: 'More', entries: MORE_ENTRIES },
  { id: 'footer-categories-title', title: 'Categories', entries: CATEGORY_ENTRIES },
  { id: 'footer-reviews-title', title: 'Reviews', entries: REVIEW_ENTRIES },
] as const;

interface SocialLink {
  readonly name: string;
  readonly href: string;
  readonly icon: ReactNode;
}

/** Five social networks (docs/product/routes-and-screens.md), drawn as simple outline marks. */
const SOCIAL_LINKS: readonly SocialLink[] = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    icon: (
      <path
        d="M13.5 21v-7.5H16l.4-3h-2.9V8.7c0-.9.3-1.5 1.5-1.5h1.5V4.5c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.3H8v3h2.6V21z"
        fill="currentColor"
      />
    ),
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
      </g>
    ),
  },
  {
    name: 'X',
    href: 'https://x.com/',
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <path d="M4.5 4h4L19.5 20h-4z" />
        <path d="M19 4l-6.3 7M5 20l6.4-7.1" />
      </g>
    ),
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/',
    icon: (
      <g>
        <rect
          x="2.5"
          y="5.5"
          width="19"
          height="13"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
        <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
      </g>
    ),
  },
  {
    name: 'Telegram',
    href: 'https://t.me/',
    icon: (
      <path
        d="M21 4.5L2.8 11.3l5.7 2 2.1 6.2 3.2-3.9 4.6 3.5zM8.5 13.3l9.3-6.3-7.2 8.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    ),
  },
];

/** '/escorts/new-south-wales/sydney' → 'Sydney'. */
function cityLabel(path: string): string {
  return slugToTitle(path.split('/').pop() ?? path);
}

/** One titled column of the footer. */
function FooterColumn(props: Omit<TitledSectionProps, 'className' | 'titleClassName'>) {
  return <TitledSection {...props} className={styles.column} titleClassName={styles.title} />;
}

interface FooterLink {
  readonly to: string;
  readonly label: string;
}

const CITY_LINKS: readonly FooterLink[] = FOOTER_CITY_PATHS.map((path) => ({
  to: path,
  label: `Escorts in ${cityLabel(path)}`,
}));

/** A column's list: its links, then the entries shown without a link. */
function EntryList({
  links = [],
  entries = [],
}: {
  readonly links?: readonly FooterLink[];
  readonly entries?: readonly string[];
}) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
      {entries.map((entry) => (
        <li key={entry} className={styles.plain}>
          {entry}
        </li>
      ))}
    </ul>
  );
}

/**
 * The footer of docs/product/routes-and-screens.md: the newsletter box, the four city links, the three info
 * links, the entries shown without links, five social links and the fixed
 * copyright year. It is on every page, so it imports only constants from the contract.
 */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-newsletter-title">
          <p className={styles.brand}>{SITE_NAME}</p>
          <p className={styles.blurb}>
            A directory of independent escorts and companions across Australia. Adults 18+ only.
            Listings are placed by advertisers.
          </p>
          <h2 id="footer-newsletter-title" className={styles.title}>
            Newsletter
          </h2>
          <NewsletterForm />
          <ul className={styles.social} aria-label="Follow us">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  className={styles.socialLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${link.name} (opens in a new tab)`}
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    {link.icon}
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <FooterColumn as="nav" titleId="footer-cities-title" title="Popular cities">
          <EntryList links={CITY_LINKS} />
        </FooterColumn>
        <FooterColumn as="nav" titleId="footer-info-title" title="Information">
          <EntryList links={INFO_LINKS} entries={UNLINKED_INFO} />
        </FooterColumn>
        {TEXT_COLUMNS.map(({ id, title, entries }) => (
          <FooterColumn key={id} titleId={id} title={title}>
            <EntryList entries={entries} />
          </FooterColumn>
        ))}
      </div>
      <p className={styles.copyright}>
        © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
