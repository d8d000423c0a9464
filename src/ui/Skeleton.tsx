/** Grey placeholder blocks shown while a section's content chunk loads (docs/product.md#states-and-transitions loading states). */
export function SkeletonCards({ count, className = "h-48" }: { count: number; className?: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} data-testid="skeleton" aria-hidden="true" className={`animate-pulse rounded-2xl bg-slate-200 ${className}`} />
      ))}
    </>
  );
}
