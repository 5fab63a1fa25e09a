import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Footer } from '../../components/layout/Footer';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { TestimonialsSection } from './TestimonialsSection';
import { WorkspaceSection } from './WorkspaceSection';

/** The home page (docs/product.md#landing-page). Loaded eagerly: it is the first paint. */
export function LandingPage() {
  useDocumentTitle();
  return (
    <>
      <HeroSection />
      <WorkspaceSection />
      <FeaturesSection />
      <TestimonialsSection />
      <Footer />
    </>
  );
}
