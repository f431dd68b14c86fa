/** A loading indicator announced to screen readers. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="spinner" role="status">
      <span className="spinner-ring" aria-hidden="true" />
      <span>{label}</span>
    </p>
  );
}
