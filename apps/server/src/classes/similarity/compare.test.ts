import { describe, expect, it } from 'vitest';
import { matchingRegions, type ProgramToCompare, similarPairs } from './compare';
import { fingerprints } from './fingerprint';
import { different, disguised, original } from './sample-programs';
import { tokenize } from './tokens';

const program = (userId: string, code: string): ProgramToCompare => ({
  submissionId: `${userId}-submission`,
  userId,
  language: 'cpp',
  code,
});

describe('similarity', () => {
  it('reduces names, literals, comments and layout away', () => {
    const texts = (code: string) => tokenize(code, 'cpp').map((token) => token.text);
    expect(texts(disguised)).toEqual(texts(original));
    expect(texts('int a = 5; // five')).toEqual(['int', 'I', '=', 'L', ';']);
  });

  it("reads Python's // as division, not a comment", () => {
    const texts = tokenize('half = total // 2  # rounded down\n', 'python').map((t) => t.text);
    expect(texts).toEqual(['I', '=', 'I', '//', 'L']);
  });

  it('pairs a disguised copy near 1 and leaves a different solution out', () => {
    const pairs = similarPairs({
      problemId: 'p',
      startCode: {},
      programs: [program('ada', original), program('bob', disguised), program('cyd', different)],
    });
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({ a: { userId: 'ada' }, b: { userId: 'bob' } });
    expect(pairs[0]?.score).toBeGreaterThan(0.9);
  });

  it('does not count the start code learners were given', () => {
    // Two learners who kept the long given scaffolding and wrote different one-line bodies.
    const scaffold = `${original.replace('int main() {', 'int scaffold() {')}\nint main() {\n  BODY\n}\n`;
    const first = scaffold.replace('BODY', 'cout << scaffold() + 1;');
    const second = scaffold.replace('BODY', 'return printf("%d", 2 * 3);');
    const compare = (startCode: Record<string, string>) =>
      similarPairs({
        problemId: 'p',
        startCode,
        programs: [program('ada', first), program('bob', second)],
      });
    expect(compare({})[0]?.score).toBeGreaterThan(0.5);
    expect(compare({ cpp: scaffold.replace('BODY', '') })).toEqual([]);
  });

  it('marks the shared line ranges of two copies', () => {
    const prints = (code: string) => fingerprints(tokenize(code, 'cpp'), new Set());
    const regions = matchingRegions(prints(original), prints(disguised));
    expect(regions.length).toBeGreaterThan(0);
    for (const region of regions) {
      expect(region.a.startLine).toBeLessThanOrEqual(region.a.endLine);
      expect(region.b.startLine).toBeLessThanOrEqual(region.b.endLine);
      expect(region.a.endLine).toBeLessThanOrEqual(original.split('\n').length);
    }
    // The loop body is on lines 10–11 of the original and 13–14 of the copy.
    expect(regions.some((r) => r.a.startLine <= 10 && r.a.endLine >= 11)).toBe(true);
    expect(regions.some((r) => r.b.startLine <= 13 && r.b.endLine >= 14)).toBe(true);
  });
});
