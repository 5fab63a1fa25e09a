import { type UserRole, userRoles } from '@grindstone/contract';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAdminUsers, useSetUserRole } from '../../admin/users';
import type { AdminUser } from '../../admin/usersApi';
import { errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuth } from '../../auth/AuthContext';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Select } from '../../components/ui/Select';
import { Skeleton } from '../../components/ui/Skeleton';
import { Pagination } from '../problems/Pagination';

const roleLabels: Record<UserRole, string> = {
  user: 'User',
  instructor: 'Instructor',
  admin: 'Admin',
};

const fullName = (user: AdminUser) => [user.firstName, user.lastName].filter(Boolean).join(' ');

/** One user's role, changed as soon as another is chosen; the admin's own stays as it is. */
function RoleControl({ user, self }: { user: AdminUser; self: boolean }) {
  const setRole = useSetUserRole();
  const name = fullName(user);
  return (
    <div className="flex flex-col gap-1">
      <Select
        label={`Role of ${name}`}
        layout="inline"
        className="min-w-32"
        value={setRole.isPending ? setRole.variables.role : user.role}
        disabled={self || setRole.isPending}
        onChange={(event) =>
          setRole.mutate({ userId: user._id, role: event.target.value as UserRole })
        }
      >
        {userRoles.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </Select>
      {self ? <p className="text-xs text-muted">Your own role cannot be changed here.</p> : null}
      {setRole.isPending ? <p className="text-xs text-muted">Saving...</p> : null}
      {setRole.isSuccess ? (
        <p role="status" className="text-xs text-success">
          Now {roleLabels[setRole.data.role].toLowerCase()}.
        </p>
      ) : null}
      {setRole.isError ? (
        <p role="alert" className="text-xs text-danger">
          {errorMessage(setRole.error)}
        </p>
      ) : null}
    </div>
  );
}

/** `/admin/users`: find users by name or email and give them a role. */
export function AdminUsersPage() {
  useDocumentTitle('Users');
  const { user: viewer } = useAuth();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  const users = useAdminUsers(q, page);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (search.trim() !== '') next.set('q', search.trim());
    setParams(next);
  };
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  };

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10">
      <Link to="/admin" className="text-sm text-muted hover:text-accent">
        <span aria-hidden="true">←</span> Admin Panel
      </Link>
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-fg">Users</h1>
        <p className="mt-2 text-muted">
          Instructors can start classes and set assignments; admins can do everything.
        </p>
      </header>
      <form
        aria-label="Search users"
        onSubmit={onSearch}
        className="flex flex-wrap items-end gap-2"
      >
        <div className="min-w-0 flex-1 basis-56">
          <Input
            label="Name or email"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      {users.isPending ? (
        <div role="status" aria-label="Loading users" className="flex flex-col gap-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : users.isError ? (
        <Alert>
          <p>Failed to load users: {errorMessage(users.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => users.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : users.data.users.length === 0 ? (
        <p className="rounded-card border border-border bg-surface p-8 text-center text-muted">
          {q ? `No user matches “${q}”.` : 'No users yet.'}
        </p>
      ) : (
        <>
          <ul
            aria-label="Users"
            className="flex flex-col divide-y divide-border rounded-card border border-border"
          >
            {users.data.users.map((user) => (
              <li
                key={user._id}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-fg">{fullName(user)}</p>
                  <p className="text-sm break-all text-muted">{user.emailId}</p>
                </div>
                <RoleControl user={user} self={user._id === viewer?._id} />
              </li>
            ))}
          </ul>
          <Pagination page={users.data.page} totalPages={users.data.pageCount} onPage={goTo} />
        </>
      )}
    </section>
  );
}
