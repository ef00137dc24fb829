/** Joins the truthy class names: `cx('card', isActive && 'card--active', styles.extra)`. */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
