// Under a slug field left empty (issue #34 item 9): the slug its name suggests, one click away.
import { slugFromName } from '@shared/pipelines';
import { Button } from '../button';

export function SlugSuggestion({
  from,
  value,
  onUse,
}: {
  /** The name the slug is suggested from (the organization's, the pipeline's title). */
  from: string;
  /** The slug field's value: the suggestion shows only while it is empty. */
  value: string;
  onUse: (slug: string) => void;
}) {
  const suggestion = slugFromName(from);
  if (value !== '' || suggestion === '') return null;
  return (
    <Button size="sm" variant="ghost" onClick={() => onUse(suggestion)}>
      {`Use ${suggestion}`}
    </Button>
  );
}
