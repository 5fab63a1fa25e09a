import { type ComponentType, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
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

/** The spec's route table (section 2), each route behind its guard. */
export const router = createBrowserRouter([
  {
    element: <AuthGate />,
    children: [
      {
        element: <Guard rule="guestsOnly" />,
        children: [
          { path: 'login', element: page(pages.LoginPage) },
          { path: 'signup', element: page(pages.SignupPage) },
        ],
      },
      // Signed-in users see the forum; everyone else sees the signup screen in its place.
      { path: 'discuss', element: <DiscussRoute /> },
      // Open to anyone; the solving screen brings its own top bar.
      { path: 'problem/:problemId', element: page(pages.ProblemPage) },
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          {
            element: <Guard rule="signedIn" />,
            children: [
              { path: 'problems', element: page(pages.ProblemsPage) },
              { path: 'profile', element: page(pages.ProfilePage) },
              { path: 'resources', element: page(pages.ResourcesPage) },
              { path: 'sheets', element: page(pages.SheetsPage) },
            ],
          },
          {
            element: <Guard rule="signedInElseHome" />,
            children: [{ path: 'user/update/:id', element: page(pages.UpdateProfilePage) }],
          },
          {
            element: <Guard rule="adminOnly" />,
            children: [
              { path: 'admin', element: page(pages.AdminPanelPage) },
              { path: 'admin/create', element: page(pages.AdminCreateProblemPage) },
              { path: 'admin/update', element: page(pages.AdminUpdateProblemPage) },
              { path: 'admin/delete', element: page(pages.AdminDeleteProblemPage) },
              { path: 'admin/video', element: page(pages.AdminVideoPage) },
              { path: 'admin/upload/:problemId', element: page(pages.AdminUploadVideoPage) },
            ],
          },
          { path: '*', element: page(pages.NotFoundPage) },
        ],
      },
    ],
  },
]);
