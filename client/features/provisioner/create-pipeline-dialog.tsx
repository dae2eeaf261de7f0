// Create Pipeline (DESIGN resolution 13): type, title, slug and region, checked by the same
// schema the backend uses. One Idempotency-Key per opening of the dialog: a double click, or
// Create pressed again after a lost answer, makes one pipeline.
import { useId, useState, type FormEvent } from 'react';
import {
  createPipelineSchema,
  PIPELINE_REGIONS,
  PIPELINE_TYPES,
  type CreatePipelinePayload,
  type PipelineType,
} from '@shared/pipelines';
import { FormDialog } from '../../components/form-dialog';
import { SelectField } from '../../components/form/select-field';
import { SlugSuggestion } from '../../components/form/slug-suggestion';
import { TextField } from '../../components/form/text-field';
import { useToast } from '../../components/toast';
import { errorText } from '../../lib/api-client';
import { fieldProblems } from '../../lib/field-problems';
import { useCreatePipeline } from './api/pipeline-writes';
import { rememberStarted } from './started-pipelines';

type Region = (typeof PIPELINE_REGIONS)[number];
type FieldName = 'title' | 'slug' | 'region' | 'type';

/** Told the new pipeline's id: once when created (`open` false), again when the toast's Open is
 * pressed (`open` true). */
export type OnPipelineCreated = (pipelineId: string, open: boolean) => void;

export function CreatePipelineDialog({
  open,
  onClose,
  onUnsupported,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  /** The backend answered 404/405/501: it does not offer creating pipelines. */
  onUnsupported: (error: unknown) => boolean;
  onCreated?: OnPipelineCreated;
}) {
  return open ? (
    <CreatePipelineForm onClose={onClose} onUnsupported={onUnsupported} onCreated={onCreated} />
  ) : null;
}

function CreatePipelineForm({
  onClose,
  onUnsupported,
  onCreated,
}: {
  onCreated?: OnPipelineCreated;
  onClose: () => void;
  onUnsupported: (error: unknown) => boolean;
}) {
  const id = useId();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [type, setType] = useState<PipelineType>(PIPELINE_TYPES[0]);
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [region, setRegion] = useState<Region>(PIPELINE_REGIONS[0]);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreatePipeline();
  const toast = useToast();

  const payload: CreatePipelinePayload = { type, inputParams: { title, slug, region } };
  const problems = fieldProblems<FieldName>(createPipelineSchema, payload, {
    title: 'Title',
    slug: 'Slug',
  });
  const shown = (field: FieldName) => (touched[field] ? (problems[field] ?? null) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ title: true, slug: true, region: true, type: true });
    if (Object.keys(problems).length > 0 || create.isPending) return;
    setFailure(null);
    create.mutate(
      { payload: createPipelineSchema.parse(payload), idempotencyKey },
      {
        onSuccess: (pipeline) => {
          rememberStarted(pipeline.pipelineId);
          // Issue #34 item 5: the toast offers the new pipeline; the list marks its row.
          toast.success(`Pipeline "${pipeline.inputParams?.title ?? title}" created`, {
            label: 'Open',
            onClick: () => onCreated?.(pipeline.pipelineId, true),
          });
          onCreated?.(pipeline.pipelineId, false);
          onClose();
        },
        onError: (error) => {
          if (onUnsupported(error)) onClose();
          else setFailure(`Failed to create pipeline: ${errorText(error)}`);
        },
      },
    );
  };

  return (
    <FormDialog
      title="Create Pipeline"
      onClose={onClose}
      id={id}
      onSubmit={submit}
      submitLabel="Create"
      busy={create.isPending}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
    >
      <SelectField
        id={`${id}-type`}
        label="Type"
        value={type}
        options={PIPELINE_TYPES.map((value) => ({ value, label: value }))}
        onValueChange={setType}
      />
      <TextField
        id={`${id}-title`}
        label="Title"
        required
        value={title}
        autoComplete="off"
        error={shown('title')}
        onValueChange={setTitle}
        onBlur={() => setTouched((t) => ({ ...t, title: t.title || title !== '' }))}
        data-autofocus
      />
      <TextField
        id={`${id}-slug`}
        label="Slug"
        required
        value={slug}
        autoComplete="off"
        spellCheck={false}
        description="The workspace's name in addresses: lower-case letters, digits and hyphens."
        error={shown('slug')}
        onValueChange={(value) => setSlug(value.trim())}
        onBlur={() => setTouched((t) => ({ ...t, slug: t.slug || slug !== '' }))}
      />
      <SlugSuggestion from={title} value={slug} onUse={setSlug} />
      <SelectField
        id={`${id}-region`}
        label="Region"
        value={region}
        options={PIPELINE_REGIONS.map((value) => ({ value, label: value }))}
        onValueChange={setRegion}
      />
    </FormDialog>
  );
}
