import { type AccountServices, accountServices } from './accounts/account-service';
import { type ClassesRepository, classesRepository } from './classes/repository';
import type { Config } from './config/config';
import { type ContestBoards, contestBoards } from './contests/boards';
import { type ContestsRepository, contestsRepository } from './contests/repository';
import type { DatabaseHandle } from './db/client';
import { transaction } from './db/transaction';
import { type ForumRepository, forumRepository } from './forum/repository';
import type { JudgeHandle } from './judging/judge-port';
import { type LeaderboardRepository, leaderboardRepository } from './leaderboard/repository';
import { type ListsRepository, listsRepository } from './lists/repository';
import { createMediaHost, type MediaHost } from './media/media-host';
import { type VideosRepository, videosRepository } from './media/videos-repository';
import { type NotesRepository, notesRepository } from './notes/repository';
import { type ProblemsRepository, problemsRepository } from './problems/repository';
import { type ReviewsRepository, reviewsRepository } from './review/repository';
import { type Auth, createAuth } from './sessions/auth';
import { sessionsRepository } from './sessions/repository';
import { type SessionService, sessionService } from './sessions/session-service';
import { type SheetsRepository, sheetsRepository } from './sheets/repository';
import { type SsoServices, ssoServices } from './sso/sso-service';
import { type SubmissionsRepository, submissionsRepository } from './submissions/repository';
import { type ActivityRepository, activityRepository } from './users/activity-repository';
import type { PasswordChangeTransaction } from './users/change-password';
import { type ProfileRepository, profileRepository } from './users/profile-repository';
import { type UsersRepository, usersRepository } from './users/repository';

/**
 * The composition root: the configuration and every repository and service, built once on the
 * database. Only app.ts, main.ts and the test-support helpers that build an app import this file
 * (dependency rule `only-the-root-composes`); each feature declares the few of these it needs as
 * its own deps type and is handed exactly those.
 */
export interface AppServices {
  config: Config;
  database: DatabaseHandle;
  users: UsersRepository;
  profiles: ProfileRepository;
  activity: ActivityRepository;
  passwordChange: PasswordChangeTransaction;
  sessions: SessionService;
  problems: ProblemsRepository;
  videos: VideosRepository;
  submissions: SubmissionsRepository;
  forum: ForumRepository;
  contests: ContestsRepository;
  /** Contest scoreboards in memory, kept in step across servers by NOTIFY. */
  boards: ContestBoards;
  leaderboard: LeaderboardRepository;
  sheets: SheetsRepository;
  lists: ListsRepository;
  notes: NotesRepository;
  reviews: ReviewsRepository;
  classes: ClassesRepository;
  /** The time, in milliseconds: contests and reviews ask it (a test may move it). */
  clock: () => number;
  judge: JudgeHandle;
  auth: Auth;
  /** The built-in image and video host (or Cloudinary's settings). */
  media: MediaHost;
  /** Password reset, address confirmation, deletion and export, with the mailer (SMTP_URL). */
  accounts: AccountServices;
  /** Single sign-on with the OIDC provider (OIDC_ISSUER …). */
  sso: SsoServices;
}

export function composeServices(
  config: Config,
  database: DatabaseHandle,
  judge: JudgeHandle,
  host: { ffmpeg: boolean } = { ffmpeg: false },
): AppServices {
  const sessions = sessionService(database.db, config.SESSION_TTL_DAYS);
  const contests = contestsRepository(database.db);
  return {
    config,
    database,
    users: usersRepository(database.db),
    profiles: profileRepository(database.db),
    activity: activityRepository(database.db),
    passwordChange: transaction(database.db, (scoped) => ({
      users: usersRepository(scoped),
      sessions: sessionsRepository(scoped),
    })),
    sessions,
    problems: problemsRepository(database.db),
    videos: videosRepository(database.db),
    submissions: submissionsRepository(database.db),
    forum: forumRepository(database.db),
    contests,
    boards: contestBoards(contests, database),
    leaderboard: leaderboardRepository(database.db),
    sheets: sheetsRepository(database.db),
    lists: listsRepository(database.db),
    notes: notesRepository(database.db),
    reviews: reviewsRepository(database.db),
    classes: classesRepository(database.db),
    clock: Date.now,
    judge,
    auth: createAuth(sessions, config.COOKIE_SAME_SITE),
    media: createMediaHost(config, database.db, host.ffmpeg),
    accounts: accountServices(config, database.db),
    sso: ssoServices(config, database.db),
  };
}
