import { readFileSync } from 'node:fs';
import { rootPackageJson } from './paths';

/** The root package's version: the one a release is tagged with. */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(rootPackageJson, 'utf8')) as { version: string }
).version;
