// oidc-provider ships no types; the tests use a small part of it (test-support/oidc-test-provider.ts).
declare module 'oidc-provider' {
  // biome-ignore lint/suspicious/noExplicitAny: an untyped package, used by one test helper
  const Provider: any;
  export default Provider;
}
