import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/cpp/register';
import 'monaco-editor/languages/definitions/java/register';
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/definitions/python/register';
import 'monaco-editor/languages/features/typescript/register';
import TsWorker from 'monaco-editor/languages/features/typescript/ts.worker?worker';

// Monaco comes from our bundle, never a CDN (docs/product.md#self-hosting): @monaco-editor/react
// is told to use this module instead of fetching its loader, and Vite bundles the workers.
// Only what the solving screen uses is imported: the editor's features, highlighting for the
// judged languages (one line each, by the vocabulary's Monaco id: monacoSetup.test.ts finds a
// missing one) and JavaScript's language service. The package's main entry would add
// some 80 other languages and the CSS, HTML and JSON services with their workers.
self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === 'typescript' || label === 'javascript') return new TsWorker();
    return new EditorWorker();
  },
};

/**
 * vs-dark on the design system's surface colour, with the colours that fall short of 4.5:1
 * contrast there (comments are #608b4e in vs-dark: 4.2:1) replaced by lighter ones.
 */
export const EDITOR_THEME = 'grindstone-dark';
monaco.editor.defineTheme(EDITOR_THEME, {
  base: 'vs-dark',
  inherit: true,
  rules: [
    { token: 'comment', foreground: '6a9955' },
    { token: 'variable.predefined', foreground: '9cdcfe' },
  ],
  colors: {
    'editor.background': '#131720',
    // The number of the empty last line is dimmed to #414348 (1.8:1); same as the others.
    'editorLineNumber.dimmedForeground': '#858585',
  },
});

loader.config({ monaco });

export { monaco };
