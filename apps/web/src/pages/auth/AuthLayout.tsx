import type { ReactNode } from 'react';
import { GlitchCanvas } from '../../components/decor/GlitchCanvas';
import { BrandLink } from '../../components/layout/BrandLink';
import { Card } from '../../components/ui/Card';

/** The login and signup screens: the brand, then one card over the glitching background. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden">
      <GlitchCanvas />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgba(11,13,18,0.55),rgba(11,13,18,0.92)_70%)]"
      />
      <header className="relative mx-auto flex h-16 w-full max-w-6xl items-center px-4">
        <BrandLink />
      </header>
      <main className="relative flex flex-1 items-center justify-center px-4 py-10">
        <Card className="w-full max-w-md bg-surface/95 p-8 shadow-2xl shadow-black/50">
          <h1 className="text-2xl font-bold tracking-tight text-fg">{title}</h1>
          <p className="mt-1 text-sm text-muted">{subtitle}</p>
          <div className="mt-6">{children}</div>
          <p className="mt-6 text-center text-sm text-muted">{footer}</p>
        </Card>
      </main>
    </div>
  );
}
