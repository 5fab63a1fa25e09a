import { existsSync } from 'node:fs';
import { bootstrapAdminAtStart } from './admin/promote-admin';
import { buildApp } from './app';
import { seedBundledCatalogue } from './catalogue/import-catalogue';
import { composeServices } from './compose';
import { ConfigError, loadConfig } from './config/config';
import { logModeCorrections, makeDataDirPrivate, OWNER_ONLY_UMASK } from './data-dir/owner-only';
import { DatabaseInUseError } from './db/embedded-lock';
import { openConfiguredDatabase } from './db/open-configured';
import { createJudgeHandle } from './judging/create-judge-handle';
import { ffmpegAvailable } from './media/poster';
import { bundledProblemsDir, bundledSheetsDir, defaultWebDistDir, serverRoot } from './paths';
import { raiseApiCpuWeight } from './process-user/api-cpu-weight';
import { dropPrivileges, PrivilegeDropError } from './process-user/drop-privileges';
import { startExpiredSessionSweeps } from './sessions/sweep-expired';
import { seedBundledSheets } from './sheets/seed-bundled-sheets';
import { recoverPendingSubmissions } from './submissions/recover-pending';

async function main() {
  // Whatever this process creates (database, media, keys) is its account's alone.
  process.umask(OWNER_ONLY_UMASK);
  const config = loadConfig();
  // The judge process is started first: it alone keeps root (slot uids, cgroups).
  const judge = await createJudgeHandle(config, process.env);
  // Then this process alone gets a CPU weight above the runs' (while it may still write cgroups).
  const apiCpuGroup = raiseApiCpuWeight();
  const account = dropPrivileges({
    requested: config.GRINDSTONE_USER,
    dataDir: config.dataDir,
    mustRead: [
      serverRoot,
      config.WEB_DIST_DIR ?? defaultWebDistDir,
      bundledProblemsDir,
      bundledSheetsDir,
    ].filter((dir) => existsSync(dir)),
  });
  // Before the database opens: an installation from before this rule is corrected first.
  const modeCorrections = makeDataDirPrivate(config.dataDir);
  const database = await openConfiguredDatabase(config);
  // One set of services for the app and the start-up jobs: the same repositories.
  const services = composeServices(config, database, judge, { ffmpeg: await ffmpegAvailable() });
  const app = await buildApp({ services });
  logModeCorrections(app.log, config.dataDir, modeCorrections);
  if (judge.sandbox) {
    const level = judge.sandbox.mode === 'full' ? 'info' : 'warn';
    app.log[level]({ sandbox: judge.sandbox.mode }, judge.sandbox.summary);
  } else {
    app.log.info('judge jobs go to remote workers through Redis (REDIS_URL)');
  }
  if (apiCpuGroup) app.log.info({ cpuGroup: apiCpuGroup }, 'the API has a CPU group of its own');
  if (account.root)
    app.log.warn('GRINDSTONE_USER=root: the API process keeps root (not recommended)');
  await recoverPendingSubmissions(app.log, { submissions: services.submissions, database });
  const stopSessionSweeps = await startExpiredSessionSweeps(services.sessions, app.log);
  await seedBundledCatalogue(
    { problems: services.problems, judge, log: app.log },
    config.PROBLEMS_DIR ?? bundledProblemsDir,
  );
  await seedBundledSheets(
    { sheets: services.sheets, problems: services.problems, log: app.log },
    bundledSheetsDir,
  );

  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await bootstrapAdminAtStart(services.users, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, app.log);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    stopSessionSweeps();
    await app.close();
    await judge.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, user: account.runsAs },
    `Grindstone is ready on port ${config.PORT}`,
  );
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseInUseError ||
    error instanceof PrivilegeDropError
  ) {
    console.error(error.message);
  } else {
    console.error('Grindstone failed to start:', error);
  }
  process.exit(1);
});
