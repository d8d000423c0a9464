/** The clinic mark: a heart-line inside a shield, drawn as SVG so it stays sharp at any size. */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true">
      <path d="M20 2 35 8v11c0 9.5-6.4 16.6-15 19-8.6-2.4-15-9.5-15-19V8z" fill="#0f5e6e" />
      <path d="M9 21h6l2.5-6 4 12 3-8 1.5 2H31" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
