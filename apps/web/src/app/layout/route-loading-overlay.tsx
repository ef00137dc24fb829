import { LogoMark } from '../../components/ui/logo-mark';
import styles from './route-loading-overlay.module.css';

/**
 * Covers the page with a blur and an animated mark while a page's code loads
 * (docs/product/routes-and-screens.md#header). It fades in after a short delay, so fast loads never flash it.
 */
export function RouteLoadingOverlay() {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <LogoMark className={styles.mark} />
      <span className={styles.label}>Loading…</span>
    </div>
  );
}
