import { Link } from 'react-router';
import { Card } from '../../components/ui/Card';
import { PlainPage } from '../PlainPage';

const adminCards = [
  {
    to: '/admin/create',
    title: 'Create Problem',
    text: 'Write a new problem with tests and solutions.',
  },
  { to: '/admin/update', title: 'Update Problem', text: 'Edit an existing problem.' },
  { to: '/admin/delete', title: 'Delete Problem', text: 'Remove problems from the catalogue.' },
  { to: '/admin/video', title: 'Video Problem', text: 'Upload and delete editorial videos.' },
  {
    to: '/admin/contests/new',
    title: 'New Contest',
    text: 'Schedule a timed contest from problems in the catalogue.',
  },
  {
    to: '/contests',
    title: 'Manage Contests',
    text: 'Edit, reveal, finalise or delete contests from their pages.',
  },
  {
    to: '/admin/users',
    title: 'Users',
    text: 'Find users and make them instructors or admins.',
  },
] as const;

export function AdminPanelPage() {
  return (
    <PlainPage title="Admin Panel">
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {adminCards.map((card) => (
          <li key={card.to}>
            <Card className="h-full transition-colors hover:border-accent">
              <Link to={card.to} className="text-lg font-semibold text-fg hover:text-accent">
                {card.title}
              </Link>
              <p className="mt-2 text-sm text-muted">{card.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </PlainPage>
  );
}
