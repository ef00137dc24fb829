import { useRef, type KeyboardEvent } from 'react';
import { cx } from '../../../lib/class-names';
import styles from './dashboard-menu.module.css';

/** docs/product/routes-and-screens.md: the dashboard's left menu, in this order. */
export const DASHBOARD_PANELS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'profile', label: 'Profile' },
  { id: 'wishlist', label: 'Wishlist' },
  { id: 'notifications', label: 'Notifications' },
] as const;

export type DashboardPanelId = (typeof DASHBOARD_PANELS)[number]['id'];

export function isDashboardPanelId(value: string | null): value is DashboardPanelId {
  return DASHBOARD_PANELS.some((panel) => panel.id === value);
}

export function dashboardTabId(panel: DashboardPanelId): string {
  return `dashboard-tab-${panel}`;
}

export function dashboardPanelId(panel: DashboardPanelId): string {
  return `dashboard-panel-${panel}`;
}

interface DashboardMenuProps {
  readonly selected: DashboardPanelId;
  onSelect(panel: DashboardPanelId): void;
}

/**
 * The menu as an ARIA tab list (one panel shows at a time): a column on wide screens, a
 * scrolling row on phones. One tab is in the Tab order; the arrow keys move between tabs and
 * choose them, Home and End jump to the ends (the WAI-ARIA tabs pattern, automatic activation).
 */
export function DashboardMenu({ selected, onSelect }: DashboardMenuProps) {
  const tabRefs = useRef(new Map<DashboardPanelId, HTMLButtonElement>());

  function choose(index: number) {
    const count = DASHBOARD_PANELS.length;
    const panel = DASHBOARD_PANELS[(index + count) % count];
    if (!panel) return;
    onSelect(panel.id);
    tabRefs.current.get(panel.id)?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = DASHBOARD_PANELS.findIndex((panel) => panel.id === selected);
    // The list is a column on wide screens and a row on phones: both pairs of arrows work.
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowRight: current + 1,
      ArrowUp: current - 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: DASHBOARD_PANELS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  }

  return (
    <div
      className={styles.menu}
      role="tablist"
      aria-label="Dashboard menu"
      onKeyDown={handleKeyDown}
    >
      {DASHBOARD_PANELS.map((panel) => {
        const isSelected = panel.id === selected;
        return (
          <button
            key={panel.id}
            ref={(element) => {
              if (element) tabRefs.current.set(panel.id, element);
              else tabRefs.current.delete(panel.id);
            }}
            type="button"
            role="tab"
            id={dashboardTabId(panel.id)}
            aria-selected={isSelected}
            aria-controls={dashboardPanelId(panel.id)}
            tabIndex={isSelected ? 0 : -1}
            className={cx(styles.tab, isSelected && styles.selected)}
            onClick={() => onSelect(panel.id)}
          >
            <MenuIcon panel={panel.id} />
            {panel.label}
          </button>
        );
      })}
    </div>
  );
}

const ICON_PATHS: Record<DashboardPanelId, string> = {
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8c0-3.3 3.1-6 7-6s7 2.7 7 6',
  wishlist:
    'M12 20.5s-7.5-4.6-7.5-10.3C4.5 7.3 6.7 5 9.4 5c1.1 0 2 .5 2.6 1.3C12.6 5.5 13.5 5 14.6 5c2.7 0 4.9 2.3 4.9 5.2 0 5.7-7.5 10.3-7.5 10.3z',
  notifications: 'M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0',
};

function MenuIcon({ panel }: { readonly panel: DashboardPanelId }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
      <path d={ICON_PATHS[panel]} />
    </svg>
  );
}
