import { FOOTER_CITY_PATHS, slugToTitle } from '@app/contract';
import { Link } from 'react-router';
import { COPYRIGHT_YEAR, SITE_NAME } from '@app/contract';
import styles from './site-footer.module.css';

/** SPEC.md section 2, footer info links. */
const INFO_LINKS = [
  { to: '/privacy-and-policy', label: 'Privacy Policy' },
  { to: '/contactus', label: 'Contact Us' },
  { to: '/term-and-conditions', label: 'Terms and Conditions' },
] as const;

/** '/escorts/new-south-wales/sydney' → 'Sydney'. */
function cityLabel(path: string): string {
  return slugToTitle(path.split('/').pop() ?? path);
}

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-label={SITE_NAME}>
          <p className={styles.brand}>{SITE_NAME}</p>
          <p className={styles.blurb}>
            A directory of independent escorts and companions across Australia. Adults 18+ only.
            Listings are placed by advertisers.
          </p>
        </section>
        <nav className={styles.column} aria-labelledby="footer-cities-title">
          <h2 id="footer-cities-title" className={styles.title}>
            Popular cities
          </h2>
          <ul className={styles.links}>
            {FOOTER_CITY_PATHS.map((path) => (
              <li key={path}>
                <Link to={path}>Escorts in {cityLabel(path)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.column} aria-labelledby="footer-info-title">
          <h2 id="footer-info-title" className={styles.title}>
            Information
          </h2>
          <ul className={styles.links}>
            {INFO_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
