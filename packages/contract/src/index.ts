export * from './errors';
export * from './forum';
export * from './judge';
export * from './problems';
export * from './submissions';
export * from './text';
export * from './users';
export * from './vocabulary';
