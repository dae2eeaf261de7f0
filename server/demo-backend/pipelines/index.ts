// The pipelines capability's one entry (docs/architecture.md, "The demo backend"): the
// provisioner's routes, the runner that moves pipelines and its timing, and what an onboarding
// needs to start and follow a pipeline of its own.
export { provisionerRoutes } from './pipeline-routes';
export { PipelineRunner, PROVISIONER, pipelineAudit } from './pipeline-runner';
export { newPipeline, pipelineView } from './pipeline-lifecycle';
export { pipelineTimingFrom, type PipelineTiming } from './pipeline-timing';
