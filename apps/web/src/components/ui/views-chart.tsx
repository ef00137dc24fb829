import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { logError } from '../../lib/log';
import styles from './views-chart.module.css';

export interface DailyCount {
  /** An ISO calendar day, 'YYYY-MM-DD'. */
  readonly date: string;
  readonly views: number;
}

/** One line of a daily chart: a count for each of the chart's dates, in the same order. */
export interface DailySeries {
  readonly label: string;
  readonly values: readonly number[];
}

interface DailyChartProps {
  readonly title: string;
  /** ISO calendar days, 'YYYY-MM-DD', oldest first. */
  readonly dates: readonly string[];
  readonly series: readonly DailySeries[];
  /** One sentence a screen reader hears instead of the canvas. */
  readonly summary: string;
  readonly summaryTestId?: string;
}

const CHART_HEIGHT = 200;

/** Line colours in series order: the theme's accent, then rose (both read on the dark surface). */
const SERIES_COLOURS = [
  { stroke: '#d9b36c', fill: 'rgba(217,179,108,0.15)' },
  { stroke: '#c8507f', fill: 'rgba(200,80,127,0.12)' },
  { stroke: '#5fd39a', fill: 'rgba(95,211,154,0.10)' },
] as const;

function colourOf(index: number) {
  return SERIES_COLOURS[index % SERIES_COLOURS.length]!;
}

/** '2026-11-23' → seconds at that day's noon UTC, so no time zone moves the point a day. */
function toSeconds(date: string): number {
  return Date.parse(`${date}T12:00:00Z`) / 1000;
}

export function formatChartDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/**
 * Counts per day as a uPlot line chart, one line a series. uPlot (and its CSS) load only when
 * a chart is shown, so no other page pays for them. The canvas says nothing to a screen
 * reader, so the figure carries a one-line summary and the same numbers as a table.
 */
export function DailyChart({ title, dates, series, summary, summaryTestId }: DailyChartProps) {
  const id = useId();
  const holder = useRef<HTMLDivElement>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const hasLegend = series.length > 1;

  useEffect(() => {
    const element = holder.current;
    if (!element || dates.length === 0) return;
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
              ...series.map((line, index) => ({
                label: line.label,
                width: 2,
                ...colourOf(index),
              })),
            ],
          },
          [dates.map(toSeconds), ...series.map((line) => [...line.values])],
          element,
        );
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() =>
            chart?.setSize({ width: Math.max(element.clientWidth, 280), height: CHART_HEIGHT }),
          );
          observer.observe(element);
        }
      } catch (error) {
        logError('daily chart', error);
        setHasFailed(true);
      }
    })();
    return () => {
      isCancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [dates, series]);

  return (
    <figure
      className={styles.figure}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
    >
      <figcaption id={`${id}-title`} className={styles.title}>
        {title}
      </figcaption>
      <p id={`${id}-summary`} className={styles.summary} data-testid={summaryTestId}>
        {summary}
      </p>
      {hasLegend ? (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((line, index) => (
            <li key={line.label}>
              <span className={styles.swatch} style={{ background: colourOf(index).stroke }} />
              {line.label}
            </li>
          ))}
        </ul>
      ) : null}
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
              {series.map((line) => (
                <th key={line.label} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dates.map((date, row) => (
              <tr key={date}>
                <td>{formatChartDate(date)}</td>
                {series.map((line) => (
                  <td key={line.label}>{line.values[row] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

interface ViewsChartProps {
  readonly title: string;
  readonly days: readonly DailyCount[];
}

/** A listing's profile views per day (the advertiser's statistics). */
export function ViewsChart({ title, days }: ViewsChartProps) {
  const total = days.reduce((sum, day) => sum + day.views, 0);
  const busiest = days.reduce<DailyCount | null>(
    (best, day) => (best === null || day.views > best.views ? day : best),
    null,
  );
  const summary =
    total === 0
      ? `No views in the last ${days.length} days.`
      : `${total} ${total === 1 ? 'view' : 'views'} in the last ${days.length} days; the most, ${busiest?.views ?? 0}, on ${busiest ? formatChartDate(busiest.date) : ''}.`;
  // Kept between renders: the chart is drawn again only when the numbers change.
  const dates = useMemo(() => days.map((day) => day.date), [days]);
  const series = useMemo(() => [{ label: 'Views', values: days.map((day) => day.views) }], [days]);
  return (
    <DailyChart
      title={title}
      dates={dates}
      series={series}
      summary={summary}
      summaryTestId="views-summary"
    />
  );
}
