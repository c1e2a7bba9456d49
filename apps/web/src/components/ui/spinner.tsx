import { clsx } from 'clsx';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={clsx('flex items-center justify-center py-10', className)}
    >
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
