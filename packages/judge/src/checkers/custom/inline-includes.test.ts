import { describe, expect, it } from 'vitest';
import { checkerLibraryHeader } from './checker-library';
import { inlineIncludes } from './inline-includes';

describe('inlineIncludes', () => {
  it('inlines a given header once, with #line marks back to each file', () => {
    const source = '#include "a.h"\n#include <vector>\n#include "a.h"\nint main() {}';
    const files = { 'a.h': '#pragma once\nint a = 1;' };
    expect(inlineIncludes(source, files).split('\n')).toEqual([
      '#line 1 "a.h"',
      '',
      'int a = 1;',
      '#line 2 "checker.cpp"',
      '#include <vector>',
      '#line 4 "checker.cpp"',
      'int main() {}',
    ]);
  });

  it('follows includes inside headers and leaves unknown quoted includes to the compiler', () => {
    const out = inlineIncludes('#include "outer.h"\n', {
      'outer.h': '#include "inner.h"\n#include "elsewhere.h"',
      'inner.h': 'int inner;',
    });
    expect(out).toContain('#line 1 "inner.h"\nint inner;\n#line 2 "outer.h"');
    expect(out).toContain('#include "elsewhere.h"');
  });

  it('offers our checker library, and a problem file of the same name wins', () => {
    expect(inlineIncludes('#include "grindstone_checker.h"', {})).toContain(checkerLibraryHeader);
    expect(
      inlineIncludes('#include "grindstone_checker.h"', { 'grindstone_checker.h': 'own' }),
    ).toContain('#line 1 "grindstone_checker.h"\nown');
  });
});
