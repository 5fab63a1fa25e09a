import { lazyPage } from './lazyPage';

// Every page but the landing page is its own chunk, so the landing page's JavaScript stays small.
export const LoginPage = lazyPage(() => import('../pages/auth/LoginPage'), 'LoginPage');
export const SignupPage = lazyPage(() => import('../pages/auth/SignupPage'), 'SignupPage');
export const ForgotPasswordPage = lazyPage(
  () => import('../pages/auth/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
export const ResetPasswordPage = lazyPage(
  () => import('../pages/auth/ResetPasswordPage'),
  'ResetPasswordPage',
);
export const VerifyEmailPage = lazyPage(
  () => import('../pages/auth/VerifyEmailPage'),
  'VerifyEmailPage',
);
export const ProblemsPage = lazyPage(
  () => import('../pages/problems/ProblemsPage'),
  'ProblemsPage',
);
export const ProblemPage = lazyPage(() => import('../pages/problem/ProblemPage'), 'ProblemPage');
export const ProfilePage = lazyPage(() => import('../pages/profile/ProfilePage'), 'ProfilePage');
export const UpdateProfilePage = lazyPage(
  () => import('../pages/profile/UpdateProfilePage'),
  'UpdateProfilePage',
);
export const ResourcesPage = lazyPage(
  () => import('../pages/placeholders/ResourcesPage'),
  'ResourcesPage',
);
export const SheetsPage = lazyPage(() => import('../pages/sheets/SheetsPage'), 'SheetsPage');
export const SheetPage = lazyPage(() => import('../pages/sheets/SheetPage'), 'SheetPage');
export const ListsPage = lazyPage(() => import('../pages/sheets/ListsPage'), 'ListsPage');
export const SharedListPage = lazyPage(
  () => import('../pages/sheets/SharedListPage'),
  'SharedListPage',
);
export const DiscussPage = lazyPage(() => import('../pages/discuss/DiscussPage'), 'DiscussPage');
export const AdminPanelPage = lazyPage(
  () => import('../pages/admin/AdminPanelPage'),
  'AdminPanelPage',
);
export const AdminCreateProblemPage = lazyPage(
  () => import('../pages/admin/AdminCreateProblemPage'),
  'AdminCreateProblemPage',
);
export const AdminUpdateProblemPage = lazyPage(
  () => import('../pages/admin/AdminUpdateProblemPage'),
  'AdminUpdateProblemPage',
);
export const AdminDeleteProblemPage = lazyPage(
  () => import('../pages/admin/AdminDeleteProblemPage'),
  'AdminDeleteProblemPage',
);
export const AdminVideoPage = lazyPage(
  () => import('../pages/admin/AdminVideoPage'),
  'AdminVideoPage',
);
export const AdminUploadVideoPage = lazyPage(
  () => import('../pages/admin/AdminUploadVideoPage'),
  'AdminUploadVideoPage',
);
export const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage'), 'NotFoundPage');
export const ContestsPage = lazyPage(
  () => import('../pages/contests/ContestsPage'),
  'ContestsPage',
);
export const ContestPage = lazyPage(() => import('../pages/contests/ContestPage'), 'ContestPage');
export const ScoreboardPage = lazyPage(
  () => import('../pages/contests/ScoreboardPage'),
  'ScoreboardPage',
);
export const LeaderboardPage = lazyPage(
  () => import('../pages/leaderboard/LeaderboardPage'),
  'LeaderboardPage',
);
export const UserProfilePage = lazyPage(
  () => import('../pages/profile/UserProfilePage'),
  'UserProfilePage',
);
export const AdminNewContestPage = lazyPage(
  () => import('../pages/admin/contests/AdminContestPages'),
  'AdminNewContestPage',
);
export const AdminEditContestPage = lazyPage(
  () => import('../pages/admin/contests/AdminContestPages'),
  'AdminEditContestPage',
);
export const ClassesPage = lazyPage(() => import('../pages/classes/ClassesPage'), 'ClassesPage');
export const ClassPage = lazyPage(() => import('../pages/classes/ClassPage'), 'ClassPage');
export const JoinClassPage = lazyPage(
  () => import('../pages/classes/JoinClassPage'),
  'JoinClassPage',
);
export const AssignmentPage = lazyPage(
  () => import('../pages/classes/AssignmentPage'),
  'AssignmentPage',
);
export const AdminUsersPage = lazyPage(
  () => import('../pages/admin/AdminUsersPage'),
  'AdminUsersPage',
);
