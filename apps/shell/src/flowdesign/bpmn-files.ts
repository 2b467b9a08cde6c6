import { downloadText } from '@org/app-kit/list';
import {
  type BpmnFlow,
  type BpmnImport,
  type BpmnProblem,
  BPMN_IMPORT_MAX_BYTES,
  exportBpmn,
  importBpmn,
} from '@org/flow-model';
import type { TFunction } from 'i18next';

/** The file name a flow is exported as: its code, with `.bpmn`. */
export const bpmnFileName = (flowCode: string) => `${flowCode}.bpmn`;

/** Writes a flow as BPMN 2.0 XML and offers it as a download named after its code. */
export async function downloadBpmn(flow: BpmnFlow): Promise<void> {
  const xml = await exportBpmn(flow);
  downloadText(xml, bpmnFileName(flow.id), 'application/xml;charset=utf-8');
}

/**
 * Reads a chosen file as a flow. A file over the importer's limit is not read at all: the
 * answer is empty with the `tooLarge` problem, as `importBpmn` reports it.
 */
export async function readBpmnFile(file: File): Promise<BpmnImport> {
  if (file.size > BPMN_IMPORT_MAX_BYTES) {
    return {
      id: '',
      name: '',
      graph: { nodes: [], edges: [] },
      problems: [
        {
          code: 'tooLarge',
          message: `The file has ${file.size} bytes; at most ${BPMN_IMPORT_MAX_BYTES} are read.`,
          params: { bytes: file.size, limit: BPMN_IMPORT_MAX_BYTES },
        },
      ],
    };
  }
  return importBpmn(await file.text());
}

/** A problem of an import in the user's language. */
export function bpmnProblemText(problem: BpmnProblem, t: TFunction): string {
  return t(`flowDesign.bpmn.${problem.code}`, { ...problem.params, defaultValue: problem.message });
}
