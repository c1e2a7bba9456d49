import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useToggleSavedScholarship } from '../api/scholarships';

/** Save: the award's next deadline joins her reminders and her timeline. */
export function SaveScholarshipButton({ id, saved, name }: { id: string; saved: boolean; name: string }) {
  const toggle = useToggleSavedScholarship();
  return (
    <Button
      variant={saved ? 'secondary' : 'outline'}
      size="sm"
      aria-pressed={saved}
      aria-label={saved ? `Saved: ${name}` : `Save ${name}`}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ id, save: !saved })}
    >
      {saved ? (
        <BookmarkCheck className="h-4 w-4" aria-hidden />
      ) : (
        <Bookmark className="h-4 w-4" aria-hidden />
      )}
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
}
