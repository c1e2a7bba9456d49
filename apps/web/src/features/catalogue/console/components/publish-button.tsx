import { Eye, EyeOff } from 'lucide-react';
import { toast } from 'react-toastify';
import { Button } from '../../../../components/ui/button';
import { useConfirm } from '../../../../components/ui/confirm-dialog';
import { errorText } from '../../../../lib/form-errors';
import type { CatalogueKind } from '../api/kinds';
import { useSetPublished } from '../api/set-published';

const HIDES: Record<CatalogueKind, string> = {
  countries: 'The country, its universities, their courses and its FAQs disappear from every public page.',
  universities: 'The university and its courses disappear from every public page.',
  categories: 'The category and its courses disappear from every public page.',
  courses: 'The course disappears from every public list, search and page.',
  faqs: "The FAQ disappears from its country's page.",
};

/** Publish or unpublish one item; unpublishing asks first and says what it hides. */
export function PublishButton({
  kind,
  id,
  name,
  isPublished,
}: {
  kind: CatalogueKind;
  id: number;
  name: string;
  isPublished: boolean;
}) {
  const setPublished = useSetPublished(kind);
  const confirm = useConfirm();
  const toggle = async () => {
    if (
      isPublished &&
      !(await confirm({
        title: `Unpublish ${name}?`,
        message: `${HIDES[kind]} Students who already applied keep seeing it in their applications.`,
        confirmLabel: 'Unpublish',
        danger: true,
      }))
    )
      return;
    try {
      const answer = await setPublished.mutateAsync({ id, isPublished: !isPublished });
      toast.success(answer.message);
    } catch (err) {
      toast.error(errorText(err, 'That did not work. Please try again.'));
    }
  };
  return (
    <Button
      variant={isPublished ? 'outline' : 'primary'}
      size="sm"
      onClick={toggle}
      disabled={setPublished.isPending}
    >
      {isPublished ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
      {isPublished ? 'Unpublish' : 'Publish'}
    </Button>
  );
}
