import { SITE_NAME } from '@app/contract';
import { Link } from 'react-router';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { ContactForm } from '../components/contact-form';
import styles from './contact-page.module.css';
import { ROUTES } from '../../../lib/route-paths';

const META = {
  title: `Contact Us | ${SITE_NAME}`,
  description:
    'Questions about the directory, your listing, a report or a privacy request: send the team a message and we reply by e-mail.',
  canonicalPath: ROUTES.contact,
} as const;

/** /contactus — the contact form beside what people most often write about. */
export default function ContactPage() {
  usePageMeta(META);
  return (
    <section className={styles.page} aria-labelledby="contact-title">
      <div className={styles.intro}>
        <h1 id="contact-title" className={styles.title}>
          Contact Us
        </h1>
        <p className={styles.lead}>
          Send the team a message and we will reply by e-mail, usually within two business days.
        </p>
        <ul className={styles.topics}>
          <li>
            <strong>Advertisers:</strong> help with your listing, photos, verification or billing.
          </li>
          <li>
            <strong>Reports:</strong> a listing that breaks our <Link to={ROUTES.terms}>terms</Link>
            , or content that uses your photos (see our{' '}
            <Link to={ROUTES.dmca}>copyright procedure</Link>).
          </li>
          <li>
            <strong>Privacy:</strong> access to or correction of your personal information (see our{' '}
            <Link to={ROUTES.privacy}>privacy policy</Link>).
          </li>
        </ul>
        <p className={styles.note}>
          Many answers are already in our <Link to={ROUTES.faq}>FAQ</Link>. If someone is in danger,
          call 000.
        </p>
      </div>
      <div className={styles.card}>
        <ContactForm />
      </div>
    </section>
  );
}
