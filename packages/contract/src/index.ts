export * from './errors';
export * from './judge';
export * from './problems';
export * from './submissions';
export * from './users';
