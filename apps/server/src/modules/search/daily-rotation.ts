/** 2^32 / φ: successive days' starting points spread evenly round the circle (golden-ratio step). */
const GOLDEN_STEP = 2_654_435_769;
export const ROTATION_CIRCLE = 4_294_967_296;

/**
 * Where the day's order starts on the rotation circle. Every listing keeps a fixed place on
 * the circle (`models.rotation`, a hash of its id); the order of a day runs round the circle
 * from this point, so it changes every Australian day with nothing to renumber. The point
 * moves by the golden-ratio step each day, so within a few days every listing of a city has
 * been near the top, whatever the city's size, and no day repeats the one before.
 */
export function rotationStart(day: string): number {
  const dayNumber = Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  return (dayNumber * GOLDEN_STEP) % ROTATION_CIRCLE;
}
