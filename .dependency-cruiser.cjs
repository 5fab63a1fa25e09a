// The layering rules of the code base, checked by `npm test` (step "dependency rules") with
// dependency-cruiser. docs/architecture.md explains the layers; a rule here is the enforced form.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'features-not-http',
      comment:
        'Feature folders (users/, problems/, submissions/, …) use the core (errors.ts, ' +
        'sessions/auth.ts, judging/) but never http/, which holds the app-wide edge: error ' +
        'handler, compression, OpenAPI, the web app. Only app.ts wires http/ in.',
      severity: 'error',
      from: { path: '^apps/server/src/(?!http/)[^/]+/' },
      to: { path: '^apps/server/src/http/' },
    },
    {
      name: 'only-the-root-composes',
      comment:
        'compose.ts builds every repository and service; only the composition root (app.ts, ' +
        'main.ts) and the test-support helpers that build an app import it. A feature declares ' +
        'what it needs as its own deps type and is handed exactly that (decision 018), so no ' +
        'feature knows the others through one shared context.',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: [
          '^apps/server/src/(app|main)\\.ts$',
          '^apps/server/src/test-support/',
          '\\.test\\.ts$',
        ],
      },
      to: { path: '^apps/server/src/compose\\.ts$' },
    },
    {
      name: 'config-depends-on-no-feature',
      comment:
        'Configuration is read before any feature exists and every feature reads it, so config/ ' +
        'imports only its own files, the packages and libraries (a setting parsed for one ' +
        'feature, such as CLOUDINARY_URL, is parsed in config/).',
      severity: 'error',
      from: { path: '^apps/server/src/config/' },
      to: { path: '^apps/server/src/(?!config/)' },
    },
    {
      name: 'problem-videos-owned-by-media',
      comment:
        'media/ owns the problem_videos table (decision 017): only media/ and the composition ' +
        'root (compose.ts, app.ts) reach its repository; problems/ asks through its ' +
        'ProblemVideos port. Tests may seed rows.',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: ['^apps/server/src/(media/|compose\\.ts$|app\\.ts$)', '\\.test\\.ts$'],
      },
      to: { path: '^apps/server/src/media/videos-repository\\.ts$' },
    },
    {
      name: 'no-importing-entry-points',
      comment: 'main.ts and the CLIs start processes; nothing imports them.',
      severity: 'error',
      from: {},
      to: { path: '^apps/server/src/(main\\.ts|cli/)' },
    },
    {
      name: 'judge-not-server',
      comment: 'The judge runs on worker machines that have no server code and no database.',
      severity: 'error',
      from: { path: '^packages/judge/' },
      to: { path: '^apps/' },
    },
    {
      name: 'contract-depends-on-nothing-of-ours',
      comment: 'The contract is shared by every package, so it imports none of them.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(apps|packages/judge)/' },
    },
    {
      name: 'web-not-server-or-judge',
      comment: 'The browser bundle must never pull in server or judge code (or their secrets).',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^(apps/server|packages/judge)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
