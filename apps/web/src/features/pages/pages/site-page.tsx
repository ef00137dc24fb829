import { POPULAR_LOCATIONS, SITE_NAME, buildPopularCityPath, buildStatePath } from '@app/contract';
import { Link } from 'react-router';
import { ProsePage } from '../components/prose-page';
import styles from '../components/prose-page.module.css';
import { ROUTES } from '../../../lib/route-paths';

interface SiteLink {
  readonly to: string;
  readonly label: string;
}

/** Every public page of docs/product/routes-and-screens.md, grouped as a visitor thinks of them. */
const PAGE_GROUPS: ReadonlyArray<{ readonly title: string; readonly links: readonly SiteLink[] }> =
  [
    {
      title: 'Browse',
      links: [
        { to: ROUTES.home, label: 'Home' },
        { to: ROUTES.advancedSearch, label: 'Advanced Search' },
        { to: ROUTES.popularLocations, label: 'Popular Locations' },
        { to: ROUTES.blog, label: 'Blog' },
      ],
    },
    {
      title: 'Your account',
      links: [
        { to: ROUTES.step, label: 'Sign in' },
        { to: ROUTES.userSignup, label: 'Create a customer account' },
        { to: ROUTES.registration, label: 'Advertise with us' },
        { to: ROUTES.requestReset, label: 'Reset your password' },
      ],
    },
    {
      title: 'About and help',
      links: [
        { to: ROUTES.aboutUs, label: 'About Us' },
        { to: ROUTES.faq, label: 'FAQ' },
        { to: ROUTES.contact, label: 'Contact Us' },
        { to: ROUTES.site, label: 'Site Map' },
      ],
    },
    {
      title: 'Policies',
      links: [
        { to: ROUTES.terms, label: 'Terms and Conditions' },
        { to: ROUTES.privacy, label: 'Privacy Policy' },
        { to: ROUTES.replacement, label: 'Delivery, Replacement and Refund Policy' },
        { to: ROUTES.dmca, label: 'Copyright and Takedown (DMCA)' },
      ],
    },
  ];

/** /site — the site map: every public page, then every state with its popular cities. */
export default function SitePage() {
  return (
    <ProsePage
      title="Site Map"
      description={`Every page of ${SITE_NAME}: search, blog, accounts, policies, and escorts in every Australian state and territory.`}
      lead={<p>Everything on the site in one place.</p>}
    >
      <section aria-labelledby="pages-title">
        <h2 id="pages-title">Pages</h2>
        <div className={styles.columns}>
          {PAGE_GROUPS.map((group) => (
            <div key={group.title}>
              <h3>{group.title}</h3>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="states-title">
        <h2 id="states-title">Escorts by state and territory</h2>
        <div className={styles.columns}>
          {POPULAR_LOCATIONS.map(({ state, cities }) => (
            <div key={state.slug}>
              <h3>
                <Link to={buildStatePath(state)}>{state.name}</Link>
              </h3>
              <ul>
                {cities.map((city) => {
                  const path = buildPopularCityPath(state, city);
                  return (
                    <li key={city.name}>{path ? <Link to={path}>{city.name}</Link> : city.name}</li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </ProsePage>
  );
}
