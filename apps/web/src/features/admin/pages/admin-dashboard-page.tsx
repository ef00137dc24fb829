import { ADMIN_SECTIONS, isAdminSectionName } from '@app/contract';
import { Suspense } from 'react';
import { NavLink, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { buildAdminPath } from '../../../lib/route-paths';
import styles from '../components/admin-console.module.css';
import { ADMIN_SECTION_COMPONENTS } from '../lib/admin-sections';

/**
 * /AdminDashboard/:navName — the admin console; :navName is the open section. The whole
 * console is its own code chunk and each section another, so no visitor downloads them.
 * The router's `RequireRole` keeps it to an admin session; the server checks the admin role
 * on every call anyway.
 */
export default function AdminDashboardPage() {
  const { navName = 'dashboard' } = useParams();
  const section = ADMIN_SECTIONS.find((entry) => entry.navName === navName);
  useDocumentTitle(`Admin: ${section?.label ?? 'Not found'}`);
  const Section = isAdminSectionName(navName) ? ADMIN_SECTION_COMPONENTS[navName] : undefined;

  return (
    <div className={styles.console}>
      <nav aria-label="Admin console">
        <ul className={styles.navList}>
          {ADMIN_SECTIONS.map((entry) => (
            <li key={entry.navName}>
              <NavLink
                to={buildAdminPath(entry.navName)}
                className={({ isActive }) => (isActive ? styles.navLinkActive : styles.navLink)}
              >
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.main}>
        {Section ? (
          <Suspense fallback={<Spinner label="Loading…" />}>
            <Section />
          </Suspense>
        ) : (
          <section>
            <h1 className="page__title">Section not found</h1>
            <p>There is no admin section called “{navName}”.</p>
          </section>
        )}
      </div>
    </div>
  );
}
