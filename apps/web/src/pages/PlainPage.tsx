import type { ReactNode } from 'react';
import { useDocumentTitle } from '../app/useDocumentTitle';

/** A page with a title and short text: the resting state of routes whose features come later. */
export function PlainPage({
  title,
  documentTitle,
  children,
}: {
  title: string;
  documentTitle?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-fg">{title}</h1>
      <div className="mt-3 text-muted">
        {children ?? <p>This part of Grindstone is being built and will appear here soon.</p>}
      </div>
    </section>
  );
}
