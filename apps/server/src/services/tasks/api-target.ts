import type { OrchestrationContent, TaskContent } from '@org/api-contract';

/**
 * A task's API target as the one step of an orchestration: its query and body are templates
 * like a step's, checked at save by the orchestration's checks and called by its runner, so a
 * scheduled call reaches only registered servers, by the same guarded connection (decision
 * 0025).
 */
export function apiCallOf(content: TaskContent, name: string): OrchestrationContent {
  return {
    steps: [
      {
        name: name || 'API',
        type: 'API',
        apiId: content.apiId ?? 0,
        ...(content.params === undefined ? {} : { params: content.params }),
        ...(content.body === undefined ? {} : { body: content.body }),
      },
    ],
  };
}
