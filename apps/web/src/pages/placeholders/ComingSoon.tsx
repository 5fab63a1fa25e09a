import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Badge } from '../../components/ui/Badge';

/** A "coming soon" page with its exact heading and line (docs/product.md#placeholder-pages). */
export function ComingSoon({
  documentTitle,
  heading,
  message,
}: {
  documentTitle: string;
  heading: string;
  message: string;
}) {
  useDocumentTitle(documentTitle);
  return (
    <section className="relative flex flex-1 items-center justify-center overflow-hidden px-4 py-24">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgba(245,185,66,0.14),transparent_60%)]"
      />
      <div className="relative max-w-2xl text-center">
        <Badge tone="accent">Coming soon</Badge>
        <h1 className="mt-5 animate-rise text-4xl font-extrabold tracking-tight text-fg sm:text-5xl">
          {heading}
        </h1>
        <p className="mt-4 animate-rise text-lg text-muted [animation-delay:120ms]">{message}</p>
      </div>
    </section>
  );
}
