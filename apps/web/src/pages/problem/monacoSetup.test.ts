import { readFileSync } from 'node:fs';
import { languageIds, languages } from '@grindstone/contract/vocabulary';
import { describe, expect, it } from 'vitest';

// Monaco's highlighting is registered by one static import per language (a bundler cannot import
// by a computed name): this finds the line a new vocabulary language still needs.
describe('the editor setup', () => {
  it("registers Monaco's highlighting for every language of the vocabulary", () => {
    const setup = readFileSync(new URL('./monacoSetup.ts', import.meta.url), 'utf8');
    for (const id of languageIds) {
      const register = `import 'monaco-editor/languages/definitions/${languages[id].monaco}/register';`;
      expect(setup, `${id}: ${register}`).toContain(register);
    }
  });
});
