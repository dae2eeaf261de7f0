import {
  canCancelPipeline,
  canRetryPipeline,
  createPipelineSchema,
  PIPELINE_SLUG,
  retryPipelineSchema,
  slugFromName,
} from './pipelines';
import { describeZodError } from './schemas';

const valid = {
  type: 'workspace-create',
  inputParams: { title: 'Acme workspace', slug: 'acme-eu', region: 'eu-west-1' },
};

function problem(body: unknown): string | null {
  const parsed = createPipelineSchema.safeParse(body);
  return parsed.success ? null : describeZodError(parsed.error);
}

describe('create pipeline body', () => {
  it('accepts a type, a title, a DNS-label slug and a known region', () => {
    expect(problem(valid)).toBeNull();
  });
  it('names the field that is wrong', () => {
    expect(problem({ ...valid, type: 'rm-rf' })).toMatch(/type must be one of workspace-create/);
    expect(problem({ ...valid, inputParams: { ...valid.inputParams, slug: 'Acme EU' } })).toMatch(
      /slug must be 1–63 lower-case/,
    );
    expect(problem({ ...valid, inputParams: { ...valid.inputParams, slug: '-acme' } })).toMatch(
      /slug/,
    );
    expect(problem({ ...valid, inputParams: { ...valid.inputParams, region: 'mars-1' } })).toMatch(
      /region must be one of eu-west-1/,
    );
    expect(problem({ ...valid, inputParams: { ...valid.inputParams, title: '  ' } })).toBe(
      'title is required',
    );
    expect(
      problem({ ...valid, inputParams: { ...valid.inputParams, title: 'Acme\u202Eevil' } }),
    ).toMatch(/invisible or text-direction/);
    expect(problem({ ...valid, extra: 1 })).toBe('Unknown field: extra');
  });
});

describe('retry body', () => {
  it('takes an optional step name and nothing else', () => {
    expect(retryPipelineSchema.safeParse({}).success).toBe(true);
    expect(retryPipelineSchema.safeParse({ fromStep: 'dns' }).success).toBe(true);
    expect(retryPipelineSchema.safeParse({ fromStep: '' }).success).toBe(false);
    expect(retryPipelineSchema.safeParse({ fromStep: 'dns', force: true }).success).toBe(false);
  });
});

describe('which status allows which operation', () => {
  it('retries only failed or cancelled pipelines', () => {
    expect(['failed', 'cancelled'].every(canRetryPipeline)).toBe(true);
    expect(['pending', 'running', 'completed', undefined].some(canRetryPipeline)).toBe(false);
  });
  it('cancels only pipelines that have not settled (in_progress counts as running)', () => {
    expect(['pending', 'running', 'in_progress'].every(canCancelPipeline)).toBe(true);
    expect(['completed', 'failed', 'cancelled', undefined].some(canCancelPipeline)).toBe(false);
  });
});

describe('slugFromName', () => {
  it('suggests a slug the slug rule accepts, or nothing when no letter is left', () => {
    expect(slugFromName('Zürich Bank AG')).toBe('zurich-bank-ag');
    expect(slugFromName('  Acme -- Europe GmbH! ')).toBe('acme-europe-gmbh');
    expect(slugFromName('東京')).toBe('');
    const long = slugFromName(`${'a'.repeat(62)} b`);
    expect(long).toBe('a'.repeat(62));
    for (const name of ['Zürich Bank AG', 'x'.repeat(80), 'A-'.repeat(40)])
      expect(slugFromName(name)).toMatch(PIPELINE_SLUG);
  });
});
