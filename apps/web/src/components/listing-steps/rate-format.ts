import type { RateKind } from '@app/contract';

export const RATE_KIND_LABELS: Record<RateKind, string> = { incall: 'Incall', outcall: 'Outcall' };

/** 30 → '30 min', 60 → '1 hour', 90 → '1.5 hours', 720 → '12 hours'. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = minutes / 60;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
