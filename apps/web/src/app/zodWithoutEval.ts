// The server's Content-Security-Policy allows no eval, so zod's JIT parser can never run here.
// zod 4 still probes for it with `new Function('')` when it builds the first object schema, and
// Chrome reports each probe as a CSP violation (DevTools Issues panel, Lighthouse best
// practices). zod reads this shared global config when it loads, and `jitless` skips the probe.
// zod lives only in lazily loaded chunks, so setting it at start-up comes first.
type WithZodConfig = typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };

const scope = globalThis as WithZodConfig;
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
