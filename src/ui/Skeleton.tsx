/** Grey placeholder blocks shown while a section's content chunk loads (SPEC §4 loading states). */
export function SkeletonCards({ count, className = "h-48" }: { count: number; className?: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} data-testid="skeleton" aria-hidden="true" className={`animate-pulse rounded-2xl bg-slate-200 ${className}`} />
      ))}
    </>
  );
}
