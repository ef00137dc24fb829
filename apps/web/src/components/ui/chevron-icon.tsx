/** The down chevron of a control that opens something; turned by its parent's CSS when open. */
export function ChevronIcon({ className }: { readonly className?: string | undefined }) {
  return (
    <svg className={className} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
