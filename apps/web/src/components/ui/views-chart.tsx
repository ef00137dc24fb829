import { useEffect, useId, useRef, useState } from 'react';
import { logError } from '../../lib/log';
import styles from './views-chart.module.css';

export interface DailyCount {
  /** An ISO calendar day, 'YYYY-MM-DD'. */
  readonly date: string;
  readonly views: number;
}

interface ViewsChartProps {
  readonly title: string;
  readonly days: readonly DailyCount[];
}

const CHART_HEIGHT = 200;

/** '2026-11-23' → seconds at that day's noon UTC, so no time zone moves the point a day. */
function toSeconds(date: string): number {
  return Date.parse(`${date}T12:00:00Z`) / 1000;
}

function formatDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/**
 * Counts per day as a uPlot line chart. uPlot (and its CSS) load only when a chart is shown,
 * so no other page pays for them. The canvas says nothing to a screen reader, so the figure
 * carries a one-line summary and the same numbers as a table.
 */
export function ViewsChart({ title, days }: ViewsChartProps) {
  const id = useId();
  const holder = useRef<HTMLDivElement>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const total = days.reduce((sum, day) => sum + day.views, 0);
  const busiest = days.reduce<DailyCount | null>(
    (best, day) => (best === null || day.views > best.views ? day : best),
    null,
  );
  const summary =
    total === 0
      ? `No views in the last ${days.length} days.`
      : `${total} ${total === 1 ? 'view' : 'views'} in the last ${days.length} days; the most, ${busiest?.views ?? 0}, on ${busiest ? formatDate(busiest.date) : ''}.`;

  useEffect(() => {
    const element = holder.current;
    if (!element || days.length === 0) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null =
      null;
    let observer: ResizeObserver | null = null;
    let isCancelled = false;
    void (async () => {
      try {
        const [{ default: UPlot }] = await Promise.all([
          import('uplot'),
          import('uplot/dist/uPlot.min.css'),
        ]);
        if (isCancelled) return;
        const width = Math.max(element.clientWidth, 280);
        chart = new UPlot(
          {
            width,
            height: CHART_HEIGHT,
            legend: { show: false },
            cursor: { drag: { x: false, y: false } },
            scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
            axes: [
              { stroke: '#a395aa', grid: { stroke: '#33283b' } },
              { stroke: '#a395aa', grid: { stroke: '#33283b' } },
            ],
            series: [
              {},
              { label: 'Views', stroke: '#d9b36c', width: 2, fill: 'rgba(217,179,108,0.15)' },
            ],
          },
          [days.map((day) => toSeconds(day.date)), days.map((day) => day.views)],
          element,
        );
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() =>
            chart?.setSize({ width: Math.max(element.clientWidth, 280), height: CHART_HEIGHT }),
          );
          observer.observe(element);
        }
      } catch (error) {
        logError('views chart', error);
        setHasFailed(true);
      }
    })();
    return () => {
      isCancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days]);

  return (
    <figure
      className={styles.figure}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
    >
      <figcaption id={`${id}-title`} className={styles.title}>
        {title}
      </figcaption>
      <p id={`${id}-summary`} className={styles.summary} data-testid="views-summary">
        {summary}
      </p>
      <div
        ref={holder}
        className={styles.chart}
        aria-hidden="true"
        data-failed={hasFailed || undefined}
      />
      <details className={styles.details}>
        <summary>Show the numbers as a table</summary>
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <td>{formatDate(day.date)}</td>
                <td>{day.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
