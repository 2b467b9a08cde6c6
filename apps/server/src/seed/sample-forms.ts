import {
  DEFAULT_FORM_CONFIG,
  type FormDefinition,
  SCHEMA_VERSION,
  type Widget,
  type WidgetType,
  applyOptionChange,
  createIdSource,
  createWidget,
  formatIssue,
  validateDefinition,
} from '@org/form-schema';

/** Keys and timestamps that are the same on every seeding, so the sample forms are stable. */
function seedIds(prefix: string) {
  let n = 0;
  let t = Date.UTC(2024, 0, 1);
  return createIdSource({
    key: () => `${prefix}${(n++).toString(36).padStart(8 - prefix.length, '0')}`,
    now: () => (t += 1),
  });
}

type Build = (
  type: WidgetType,
  model: string,
  name: string,
  options?: Record<string, unknown>,
) => Widget;

function builder(prefix: string): Build {
  const ids = seedIds(prefix);
  return (type, model, name, options = {}) => {
    const widget = createWidget(type, { ids, locale: 'zh-CN', name });
    return applyOptionChange({ ...widget, model } as Widget, options as Partial<Widget['options']>);
  };
}

function definition(list: Widget[]): FormDefinition {
  const form: FormDefinition = {
    schemaVersion: SCHEMA_VERSION,
    list,
    config: { ...DEFAULT_FORM_CONFIG, labelWidth: 110 },
  };
  const check = validateDefinition(form);
  if (!check.valid) {
    throw new Error(`Seed form is invalid: ${check.errors.map(formatIssue).join('; ')}`);
  }
  return form;
}

/** A leave request: text, a dictionary-backed select, dates and a reason. */
export function leaveRequestForm(): FormDefinition {
  const w = builder('lv');
  return definition([
    w('input', 'applicant', '申请人', { required: true }),
    w('select', 'leaveType', '请假类型', {
      required: true,
      remote: true,
      remoteType: 'dict',
      remoteDict: 'leave_type',
      props: { value: 'itemValue', label: 'itemText' },
    }),
    w('date', 'startDate', '开始日期', { required: true }),
    w('date', 'endDate', '结束日期', { required: true }),
    w('number', 'days', '天数'),
    w('textarea', 'reason', '请假事由'),
  ]);
}

/** A customer: gender from the dictionary, region from the region tree (cascader). */
export function customerForm(regionViewId: number): FormDefinition {
  const w = builder('cu');
  return definition([
    w('input', 'customerName', '客户名称', { required: true }),
    w('radio', 'gender', '性别', {
      remote: true,
      remoteType: 'dict',
      remoteDict: 'gender',
      props: { value: 'itemValue', label: 'itemText' },
    }),
    w('cascader', 'region', '所在地区', {
      remote: true,
      remoteType: 'dataView',
      remoteViewId: String(regionViewId),
      parentLevelField: 'parentId',
      props: { value: 'id', label: 'regionName', children: 'children' },
    }),
    w('input', 'phone', '联系电话'),
    w('textarea', 'remark', '备注'),
  ]);
}

/** An expense claim with a sub-table of expense lines. */
export function expenseClaimForm(): FormDefinition {
  const w = builder('ex');
  const table = w('table', 'lines', '费用明细');
  const column = (widget: Widget): Widget =>
    ({ ...widget, options: { ...widget.options, tableColumn: true, width: '200px' } }) as Widget;
  const withColumns = {
    ...table,
    tableColumns: [
      column(w('input', 'item', '费用项目', { required: true })),
      column(w('number', 'amount', '金额')),
      column(w('date', 'spentOn', '日期')),
    ],
  } as Widget;
  return definition([
    w('input', 'claimant', '报销人', { required: true }),
    w('date', 'claimDate', '报销日期'),
    withColumns,
    w('number', 'total', '合计金额'),
  ]);
}
