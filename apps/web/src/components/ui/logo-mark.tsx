import { cx } from '../../lib/class-names';

interface LogoMarkProps {
  readonly className?: string;
}

/** The site's mark: a gold outline heart (the same drawing as public/favicon.svg). */
export function LogoMark({ className }: LogoMarkProps) {
  return (
    <svg
      className={cx('logo-mark', className)}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M32 50s-17-10.4-17-23.2C15 20.3 19.9 15 26 15c2.6 0 4.7 1.1 6 2.9 1.3-1.8 3.4-2.9 6-2.9 6.1 0 11 5.3 11 11.8C49 39.6 32 50 32 50z"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
