import { Badge } from './Badge';

const tones = { easy: 'easy', medium: 'medium', hard: 'hard' } as const;

/** Easy green, medium yellow, hard red (docs/product.md#accessibility-and-look), capitalised. */
export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  const key = difficulty.toLowerCase();
  const tone = key in tones ? tones[key as keyof typeof tones] : 'neutral';
  return <Badge tone={tone}>{key.charAt(0).toUpperCase() + key.slice(1)}</Badge>;
}
