import { Badge } from '../components/ui/Badge';
import { tagList } from './tags';

/**
 * A problem's tags, one badge each, as the problem list, the problem page and the admin table
 * show them. No wrapper of its own: each place lays the badges out in its own row.
 */
export function TagBadges({ tags }: { tags: string }) {
  return tagList(tags).map((tag) => (
    <Badge key={tag} tone="info">
      {tag}
    </Badge>
  ));
}
