import { checkerLibraryHeader, checkerLibraryName } from './checker-library';

const quotedInclude = /^[ \t]*#[ \t]*include[ \t]*"([^"]+)"[ \t]*(?:\/\/.*)?$/;

/**
 * One C++ source from a checker and the headers it brings: every `#include "name"` of a given
 * file (or of our checker library) is replaced by that file, each at most once (as `#pragma
 * once` would), with `#line` marks so that compiler errors name the right file and line. The
 * judge compiles single sources only, which keeps a checker's compile cached like a program's.
 */
export function inlineIncludes(source: string, files: Record<string, string>): string {
  const available = new Map(Object.entries(files));
  if (!available.has(checkerLibraryName)) available.set(checkerLibraryName, checkerLibraryHeader);
  const included = new Set<string>();

  const expand = (text: string, fileName: string): string => {
    const lines = text.split('\n');
    const out: string[] = [];
    lines.forEach((line, index) => {
      const name = quotedInclude.exec(line)?.[1];
      const header = name === undefined ? undefined : available.get(name);
      if (name === undefined || header === undefined) {
        // Inlined, a header's `#pragma once` would be "in main file": each is inlined once anyway.
        out.push(fileName !== 'checker.cpp' && /^\s*#\s*pragma\s+once\b/.test(line) ? '' : line);
        return;
      }
      if (!included.has(name)) {
        included.add(name);
        out.push(`#line 1 "${name}"`, expand(header, name));
      }
      out.push(`#line ${index + 2} "${fileName}"`);
    });
    return out.join('\n');
  };

  return expand(source, 'checker.cpp');
}
