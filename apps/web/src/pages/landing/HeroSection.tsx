import { Link } from 'react-router';
import { GlitchCanvas } from '../../components/decor/GlitchCanvas';
import { Badge } from '../../components/ui/Badge';
import { buttonClasses } from '../../components/ui/buttonStyles';

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate flex min-h-[min(80vh,760px)] items-center overflow-hidden"
    >
      <GlitchCanvas className="-z-20" />
      {/* Darkens the letters behind the text so it keeps its contrast. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_center,rgba(11,13,18,0.92)_20%,rgba(11,13,18,0.55)_75%)]"
      />
      <div className="mx-auto w-full max-w-4xl px-4 py-20 text-center">
        <div className="animate-rise">
          <Badge tone="accent">Open source · Self-hosted · Free</Badge>
        </div>
        <h1
          id="hero-heading"
          className="mt-6 animate-rise text-4xl font-extrabold tracking-tight text-fg [animation-delay:80ms] sm:text-5xl md:text-6xl"
        >
          Sharpen your skills on{' '}
          <span className="bg-[linear-gradient(90deg,#f5b942,#ffe3a3,#f5b942)] bg-clip-text text-transparent">
            real coding challenges
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl animate-rise text-lg text-muted [animation-delay:160ms]">
          Practise data structures and algorithms in C++, Java and JavaScript, follow curated
          sheets, track your progress and learn alongside a community of developers.
        </p>
        <div className="mt-10 flex animate-rise flex-wrap items-center justify-center gap-4 [animation-delay:240ms]">
          <Link to="/signup" className={buttonClasses('primary', 'lg')}>
            Join Now
          </Link>
          <Link to="/problems" className={buttonClasses('secondary', 'lg')}>
            Explore the Problem Set
          </Link>
        </div>
      </div>
    </section>
  );
}
