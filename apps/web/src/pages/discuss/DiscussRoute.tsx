import { Suspense } from 'react';
import { DiscussPage, SignupPage } from '../../app/pages';
import { useAuth } from '../../auth/AuthContext';
import { AppLayout } from '../../components/layout/AppLayout';
import { PageSpinner } from '../../components/ui/PageSpinner';

/** /discuss: the forum when signed in, else the signup screen (docs/product.md#route-table). */
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
