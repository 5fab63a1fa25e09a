import { Suspense } from 'react';
import { DiscussPage, SignupPage } from '../../app/pages';
import { useAuth } from '../../auth/AuthContext';
import { AppLayout } from '../../components/layout/AppLayout';
import { PageSpinner } from '../../components/ui/PageSpinner';

/** /discuss: the forum for signed-in users, the signup screen for everyone else (spec section 2). */
export function DiscussRoute() {
  const { user } = useAuth();
  if (!user) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <SignupPage />
      </Suspense>
    );
  }
  return (
    <AppLayout>
      <DiscussPage />
    </AppLayout>
  );
}
