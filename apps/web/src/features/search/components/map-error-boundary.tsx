import { Component, type ReactNode } from 'react';
import { logError } from '../../../lib/log';
import styles from './search-results.module.css';

interface MapErrorBoundaryProps {
  readonly children: ReactNode;
}

/**
 * The map is an extra beside the list: if its code cannot load (a dropped connection) or
 * Leaflet fails, only the map pane says so; the listings stay.
 */
export class MapErrorBoundary extends Component<MapErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    logError('results map', error);
  }

  override render() {
    if (this.state.failed) {
      return (
        <p className={styles.mapFailed}>The map could not be shown. The list has every listing.</p>
      );
    }
    return this.props.children;
  }
}
