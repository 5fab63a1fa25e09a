import { type ComponentType, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppLayout } from '../components/layout/AppLayout';
import { PageSpinner } from '../components/ui/PageSpinner';
import { DiscussRoute } from '../pages/discuss/DiscussRoute';
import { LandingPage } from '../pages/landing/LandingPage';
import { AuthGate, Guard } from './guards';
import * as pages from './pages';

function page(Page: ComponentType) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

/**
 * The route table (docs/product.md#route-table), each route behind its guard. Declarative
 * routes: the app loads its data with TanStack Query, so the data router's loaders and actions
 * (a third of react-router's code) would only weigh on the first paint.
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AuthGate />}>
          <Route element={<Guard rule="guestsOnly" />}>
            <Route path="login" element={page(pages.LoginPage)} />
            <Route path="signup" element={page(pages.SignupPage)} />
            <Route path="forgot-password" element={page(pages.ForgotPasswordPage)} />
          </Route>
          {/* Links from mails: they work whoever is signed in on this browser, and sign in. */}
          <Route path="reset-password" element={page(pages.ResetPasswordPage)} />
          <Route path="verify-email" element={page(pages.VerifyEmailPage)} />
          {/* Signed-in users see the forum; everyone else sees the signup screen in its place. */}
          <Route path="discuss" element={<DiscussRoute />} />
          <Route path="discuss/:postId" element={<DiscussRoute />} />
          {/* Open to anyone; the solving screen brings its own top bar. */}
          <Route path="problem/:problemId" element={page(pages.ProblemPage)} />
          <Route element={<AppLayout />}>
            <Route index element={<LandingPage />} />
            {/* Contests and the leaderboard are public; taking part needs an account. */}
            <Route path="contests" element={page(pages.ContestsPage)} />
            <Route path="contests/:contestId" element={page(pages.ContestPage)} />
            <Route path="contests/:contestId/scoreboard" element={page(pages.ScoreboardPage)} />
            <Route path="leaderboard" element={page(pages.LeaderboardPage)} />
            {/* A shared list is read by anyone with its link. */}
            <Route path="lists/shared/:token" element={page(pages.SharedListPage)} />
            {/* A class's join link: a guest is sent to log in and comes back to join. */}
            <Route path="classes/join/:code" element={page(pages.JoinClassPage)} />
            <Route element={<Guard rule="signedIn" />}>
              {/* Sheets stay members-only, as the product's route table has always had /sheets. */}
              <Route path="sheets" element={page(pages.SheetsPage)} />
              <Route path="sheets/:id" element={page(pages.SheetPage)} />
              <Route path="problems" element={page(pages.ProblemsPage)} />
              <Route path="profile" element={page(pages.ProfilePage)} />
              <Route path="resources" element={page(pages.ResourcesPage)} />
              <Route path="lists" element={page(pages.ListsPage)} />
              <Route path="users/:userId" element={page(pages.UserProfilePage)} />
              <Route path="classes" element={page(pages.ClassesPage)} />
              <Route path="classes/:classId" element={page(pages.ClassPage)} />
              <Route
                path="classes/:classId/assignments/:assignmentId"
                element={page(pages.AssignmentPage)}
              />
            </Route>
            <Route element={<Guard rule="signedInElseHome" />}>
              <Route path="user/update/:id" element={page(pages.UpdateProfilePage)} />
            </Route>
            <Route element={<Guard rule="adminOnly" />}>
              <Route path="admin" element={page(pages.AdminPanelPage)} />
              <Route path="admin/create" element={page(pages.AdminCreateProblemPage)} />
              <Route path="admin/update" element={page(pages.AdminUpdateProblemPage)} />
              <Route path="admin/delete" element={page(pages.AdminDeleteProblemPage)} />
              <Route path="admin/video" element={page(pages.AdminVideoPage)} />
              <Route path="admin/upload/:problemId" element={page(pages.AdminUploadVideoPage)} />
              <Route path="admin/contests/new" element={page(pages.AdminNewContestPage)} />
              <Route path="admin/users" element={page(pages.AdminUsersPage)} />
              <Route
                path="admin/contests/:contestId/edit"
                element={page(pages.AdminEditContestPage)}
              />
            </Route>
            <Route path="*" element={page(pages.NotFoundPage)} />
          </Route>
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
