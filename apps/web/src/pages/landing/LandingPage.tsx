import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuth } from '../../auth/AuthContext';
import { Footer } from '../../components/layout/Footer';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { TestimonialsSection } from './TestimonialsSection';
import { WorkspaceSection } from './WorkspaceSection';

// Only a signed-in learner sees it: its code stays out of the landing page's first load.
const ContinueStrip = lazy(() =>
  import('../../practice/ContinueStrip').then((module) => ({ default: module.ContinueStrip })),
);

/** The home page (docs/product.md#landing-page). Loaded eagerly: it is the first paint. */
export function LandingPage() {
  useDocumentTitle();
  const { user } = useAuth();
  return (
    <>
      {user ? (
        <Suspense fallback={null}>
          <ContinueStrip />
        </Suspense>
      ) : null}
      <HeroSection />
      <WorkspaceSection />
      <FeaturesSection />
      <TestimonialsSection />
      <Footer />
    </>
  );
}
