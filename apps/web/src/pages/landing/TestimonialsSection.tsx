import { Card } from '../../components/ui/Card';
import { QuoteIcon } from '../../components/ui/icons';

/** Original sample copy; replace with real quotes once users give them. */
const testimonials = [
  {
    quote:
      'I stopped grinding random problems and started following a plan. Three weeks of sheets later, my mock interviews finally felt calm.',
    author: 'Priya Raman',
    role: 'Backend Engineer',
  },
  {
    quote:
      'We run Grindstone on our own server, so the whole class can practise offline in the lab. Students log in and start solving in a minute.',
    author: 'Tomás Ferreira',
    role: 'Bootcamp Instructor',
  },
  {
    quote:
      'The hidden test cases are ruthless in the best way. I learned more from my wrong answers here than from any tutorial.',
    author: 'Mei Lin Chen',
    role: 'Computer Science Student',
  },
] as const;

export function TestimonialsSection() {
  return (
    <section
      aria-labelledby="testimonials-heading"
      className="border-t border-border bg-surface/40"
    >
      <div className="mx-auto max-w-6xl px-4 py-20">
        <h2
          id="testimonials-heading"
          className="text-center text-3xl font-bold tracking-tight text-fg sm:text-4xl"
        >
          Loved by people who practise
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.author}>
              <Card className="flex h-full flex-col">
                <span className="text-accent">
                  <QuoteIcon />
                </span>
                <figure className="mt-4 flex flex-1 flex-col">
                  <blockquote className="flex-1 text-fg">{item.quote}</blockquote>
                  <figcaption className="mt-6">
                    <p className="font-semibold text-fg">{item.author}</p>
                    <p className="text-sm text-muted">{item.role}</p>
                  </figcaption>
                </figure>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
