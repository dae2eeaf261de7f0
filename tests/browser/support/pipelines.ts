// Pipelines made and read through the API as the signed-in page, where a test needs one the
// screen did not make, or a state the screen does not show yet.
import type { Page } from 'playwright-core';

/** POST /api/v1/provisioner (a workspace-create) as the page; the answer's status and id. */
export function createPipeline(
  page: Page,
  title: string,
  slug: string,
): Promise<{ status: number; pipelineId?: string }> {
  return page.evaluate(
    async ({ title, slug }) => {
      const response = await fetch('/api/v1/provisioner', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF': '1' },
        body: JSON.stringify({
          type: 'workspace-create',
          inputParams: { title, slug, region: 'eu-west-1' },
        }),
      });
      const body = (await response.json().catch(() => ({}))) as { pipelineId?: string };
      return { status: response.status, pipelineId: body.pipelineId };
    },
    { title, slug },
  );
}

/** The status of every pipeline titled `title` in the list, as the page reads it. */
export function statusesOfPipelinesTitled(page: Page, title: string): Promise<string[]> {
  return page.evaluate(async (title) => {
    const response = await fetch('/api/v1/provisioner');
    const { pipelines } = (await response.json()) as {
      pipelines: { inputParams?: { title?: string }; status: string }[];
    };
    return pipelines
      .filter((pipeline) => pipeline.inputParams?.title === title)
      .map((pipeline) => pipeline.status);
  }, title);
}
