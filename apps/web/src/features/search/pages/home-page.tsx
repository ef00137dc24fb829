import { DEFAULT_PAGE_META, STATES, buildStatePath } from '@app/contract';
import { Link, useSearchParams } from 'react-router';
import { PhoneDisclosure } from '../../../components/ui/phone-disclosure';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { SearchResults } from '../components/search-results';
import { buildHomeQuery, metaAtPage } from '../lib/route-search';
import styles from './home-page.module.css';

/** / — the visitors' home: a short introduction, the states, and the latest listings. */
export default function HomePage() {
  const [searchParams] = useSearchParams();
  usePageMeta(metaAtPage(DEFAULT_PAGE_META, searchParams));
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <p className={styles.eyebrow}>Adults 18+ only</p>
        <h1 id="home-title" className={styles.title}>
          Escorts and companions across Australia
        </h1>
        {/* Folded on phones, so the first listing is on the first screen. */}
        <PhoneDisclosure summary="About the directory and its states">
          <p className={styles.intro}>
            Browse independent escorts, companions and adult entertainers by state, city or suburb.
            Every listing is placed by the advertiser; verified listings have had their photos and
            age checked.
          </p>
          <nav aria-label="Browse by state">
            <ul className={styles.states}>
              {STATES.map((state) => (
                <li key={state.slug}>
                  <Link to={buildStatePath(state)} className={styles.state}>
                    {state.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </PhoneDisclosure>
      </section>
      <section className={styles.latest} aria-labelledby="latest-title">
        <h2 id="latest-title" className={styles.sectionTitle}>
          Latest listings
        </h2>
        <SearchResults query={buildHomeQuery(searchParams)} />
      </section>
    </>
  );
}
