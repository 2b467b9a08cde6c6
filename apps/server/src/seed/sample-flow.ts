import type { FlowGraph } from '@org/flow-model';
import { and, eq, isNull } from 'drizzle-orm';
import { appArtefacts, flowVersions, formDefinitions } from '../db/schema/index';
import { publishFlow } from '../services/flows/publish';
import { idOf, seeded, type SeedContext } from './seed-context';

/**
 * The sample leave request's approval flow: the initiator's department leader decides; above
 * three days an administrator reviews it too. Laid out top to bottom, the short leave's branch
 * straight down to the end.
 */
function leaveApproval({ say }: SeedContext): FlowGraph {
  return {
    nodes: [
      {
        id: 'start',
        kind: 'start',
        name: say(['提交申请', 'Submit']),
        position: { x: 118, y: 0 },
        initiators: { type: 'everyone' },
      },
      {
        id: 'leader',
        kind: 'approval',
        name: say(['部门负责人', 'Department leader']),
        position: { x: 50, y: 112 },
        approvers: { type: 'leader', levels: 1 },
        mode: 'any',
        whenNobody: 'admin',
      },
      {
        id: 'long',
        kind: 'condition',
        name: say(['超过三天？', 'Over three days?']),
        position: { x: 122, y: 240 },
      },
      {
        id: 'review',
        kind: 'approval',
        name: say(['管理员复核', 'Administrator review']),
        position: { x: 210, y: 352 },
        approvers: { type: 'role', roleCode: 'admin' },
        mode: 'any',
        whenNobody: 'admin',
      },
      { id: 'end', kind: 'end', name: say(['结束', 'End']), position: { x: 118, y: 480 } },
    ],
    edges: [
      { id: 'to_leader', source: 'start', target: 'leader' },
      { id: 'to_check', source: 'leader', target: 'long' },
      {
        id: 'long_leave',
        source: 'long',
        target: 'review',
        name: say(['长假', 'Long leave']),
        condition: { kind: 'field', field: 'days', type: 'number', op: 'gt', value: 3 },
      },
      {
        id: 'short_leave',
        source: 'long',
        target: 'end',
        name: say(['短假', 'Short leave']),
        isDefault: true,
      },
      { id: 'reviewed', source: 'review', target: 'end' },
    ],
  };
}

/**
 * Publishes the sample leave request (version 1) and its approval flow, so that the process
 * centre has a flow to start: 张三's leave goes to the R&D department's leader (editor).
 */
export async function seedSampleFlow(
  ctx: SeedContext,
  appId: number,
  publisherId: number,
): Promise<void> {
  const { tx, now, say } = ctx;
  const formId = idOf(
    await tx
      .select({ id: formDefinitions.id })
      .from(formDefinitions)
      .where(and(eq(formDefinitions.appId, appId), eq(formDefinitions.formCode, 'leave_request'))),
    'form leave_request',
  );
  await tx
    .update(formDefinitions)
    .set({ publishedVersion: 1, publishedAt: now, publishedBy: publisherId })
    .where(and(eq(formDefinitions.id, formId), isNull(formDefinitions.publishedVersion)));
  await tx
    .insert(appArtefacts)
    .values({
      appId,
      kind: 'WORKFLOW',
      artefactCode: 'leave_approval',
      artefactName: say(['请假审批', 'Leave approval']),
      description: say([
        '部门负责人审批；超过三天再由管理员复核。',
        'The department leader decides; above three days an administrator reviews it too.',
      ]),
      content: { formId, graph: leaveApproval(ctx) },
      ...seeded(now),
    })
    .onConflictDoNothing();
  const flowId = idOf(
    await tx
      .select({ id: appArtefacts.id })
      .from(appArtefacts)
      .where(
        and(
          eq(appArtefacts.appId, appId),
          eq(appArtefacts.kind, 'WORKFLOW'),
          eq(appArtefacts.artefactCode, 'leave_approval'),
        ),
      ),
    'flow leave_approval',
  );
  const [published] = await tx
    .select({ id: flowVersions.id })
    .from(flowVersions)
    .where(eq(flowVersions.flowId, flowId));
  if (!published) await publishFlow(tx, flowId, publisherId, now);
}
