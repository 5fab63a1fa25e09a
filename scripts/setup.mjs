// `npm run setup [-- --with ffmpeg,vm,pypy3,tests]`: installs the Debian packages the judge and
// its languages need (and the optional extras named), or prints the command that would.
// `npm install` runs it as `--after-install`: then a failure is reported but never fails the
// install, since the site still starts without a toolchain (that language is unavailable).
import { ensureSystemPackages, groups, serveGroups } from './lib/system-packages.mjs';

const args = process.argv.slice(2);
const afterInstall = args.includes('--after-install');
const withIndex = args.findIndex((arg) => arg === '--with' || arg.startsWith('--with='));
const withValue =
  withIndex < 0
    ? ''
    : args[withIndex].startsWith('--with=')
      ? args[withIndex].slice('--with='.length)
      : (args[withIndex + 1] ?? '');
const extras = withValue.split(',').filter(Boolean);

const unknown = extras.filter((name) => !groups[name] || serveGroups.includes(name));
if (unknown.length > 0) {
  const known = Object.keys(groups).filter((name) => !serveGroups.includes(name));
  console.error(`Unknown extra: ${unknown.join(', ')}. Known extras: ${known.join(', ')}.`);
  process.exit(2);
}

const result = await ensureSystemPackages({ groupNames: [...serveGroups, ...extras] });
process.exit(result.ok || afterInstall ? 0 : 1);
