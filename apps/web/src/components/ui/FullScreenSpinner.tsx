/** Covers the viewport while the session check runs; matches index.html's boot spinner. */
export function FullScreenSpinner() {
  return (
    <div className="boot-spinner" role="status" aria-label="Loading">
      <span />
    </div>
  );
}
