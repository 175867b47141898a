/** A tick or a dash in the tier table, with words for screen readers. */
export function TierMark({ included }: { included: boolean }) {
  return included ? (
    <span className="inline-flex size-7 items-center justify-center rounded-full bg-amber-500/15 text-amber-400">
      <svg
        viewBox="0 0 24 24"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        aria-hidden="true"
      >
        <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="sr-only">Included</span>
    </span>
  ) : (
    <span className="inline-flex size-7 items-center justify-center text-zinc-600">
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not included</span>
    </span>
  );
}
