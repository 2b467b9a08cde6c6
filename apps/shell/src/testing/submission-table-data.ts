import { type FormDefinition, type Widget, createWidget } from '@org/form-schema';
import type { Submission } from '../api/formcontainer-api';
import { type ShellServerData, emptyDefinition, sampleData } from './shell-server';

function field(
  type: Parameters<typeof createWidget>[0],
  model: string,
  name: string,
  options: Record<string, unknown> = {},
): Widget {
  const made = createWidget(type, { name });
  return { ...made, model, options: { ...made.options, ...options } } as Widget;
}

/** Version 4 of 客户登记: a field of each kind; the first six show until the user chooses. */
function tableDefinition(): FormDefinition {
  return {
    ...emptyDefinition(),
    list: [
      field('input', 'name', '客户名称'),
      field('select', 'level', '等级', {
        showLabel: true,
        options: [
          { value: 'A', label: '重要' },
          { value: 'B', label: '普通' },
        ],
      }),
      field('number', 'amount', '金额'),
      field('date', 'visitDate', '拜访日期'),
      field('switch', 'vip', '会员'),
      field('select', 'leave', '请假类型', {
        remote: true,
        remoteType: 'dict',
        remoteDict: 'leave_type',
        props: { value: 'itemValue', label: 'itemText' },
      }),
      field('input', 'phone', '电话'),
      field('textarea', 'remark', '备注'),
    ],
  };
}

/**
 * The sample data with version 4 of 客户登记 (fields of each kind) and five submissions of it
 * (41–45), for the submissions table's tests and stories.
 */
export function submissionTableData(): ShellServerData {
  const data = sampleData();
  const [first] = data.submissions;
  const [version] = data.versions ?? [];
  if (!first || !version) return data;
  const row = (id: number, values: Record<string, unknown>): Submission => ({
    ...first,
    id,
    formVersion: 4,
    data: values,
  });
  data.versions = [
    ...(data.versions ?? []),
    { ...version, formId: 11, version: 4, definition: tableDefinition(), comment: '表格' },
  ];
  data.forms = data.forms.map((form) => (form.id === 11 ? { ...form, version: 4 } : form));
  data.submissions = [
    row(41, {
      name: '王五',
      level: 'A',
      amount: 300,
      visitDate: '2026-05-04',
      vip: true,
      leave: 'annual',
      remark: '老客户',
    }),
    row(42, {
      name: '赵六',
      level: 'B',
      amount: 50,
      visitDate: '2026-04-20',
      vip: false,
      leave: 'sick',
    }),
    row(43, { name: '孙七', level: 'A', amount: 120, visitDate: '2026-05-20', vip: false }),
    row(44, { name: '周八', level: 'B', amount: 900, visitDate: '2026-06-01', vip: true }),
    row(45, { name: '吴九', amount: 10 }),
  ];
  return data;
}
