export * from './errors';
export * from './judge';
export * from './media';
export * from './problems';
export * from './submissions';
export * from './text';
export * from './users';
export * from './vocabulary';
