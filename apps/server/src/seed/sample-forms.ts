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
import { DEFAULT_LANGUAGE, type Language } from '../i18n/language';
import { sayIn, type Words } from './seed-context';

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
  name: Words,
  options?: Record<string, unknown>,
) => Widget;

/** Makes widgets named in `language`, with the catalogue's defaults in that language. */
function builder(prefix: string, language: Language): Build {
  const ids = seedIds(prefix);
  const say = sayIn(language);
  return (type, model, name, options = {}) => {
    const widget = createWidget(type, { ids, locale: language, name: say(name) });
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
export function leaveRequestForm(language: Language = DEFAULT_LANGUAGE): FormDefinition {
  const w = builder('lv', language);
  return definition([
    w('input', 'applicant', ['申请人', 'Applicant'], { required: true }),
    w('select', 'leaveType', ['请假类型', 'Leave type'], {
      required: true,
      remote: true,
      remoteType: 'dict',
      remoteDict: 'leave_type',
      props: { value: 'itemValue', label: 'itemText' },
    }),
    w('date', 'startDate', ['开始日期', 'Start date'], { required: true }),
    w('date', 'endDate', ['结束日期', 'End date'], { required: true }),
    w('number', 'days', ['天数', 'Days']),
    w('textarea', 'reason', ['请假事由', 'Reason']),
  ]);
}

/** A customer: gender from the dictionary, region from the region tree (cascader). */
export function customerForm(
  regionViewId: number,
  language: Language = DEFAULT_LANGUAGE,
): FormDefinition {
  const w = builder('cu', language);
  return definition([
    w('input', 'customerName', ['客户名称', 'Customer name'], { required: true }),
    w('radio', 'gender', ['性别', 'Gender'], {
      remote: true,
      remoteType: 'dict',
      remoteDict: 'gender',
      props: { value: 'itemValue', label: 'itemText' },
    }),
    w('cascader', 'region', ['所在地区', 'Region'], {
      remote: true,
      remoteType: 'dataView',
      remoteViewId: String(regionViewId),
      parentLevelField: 'parentId',
      props: { value: 'id', label: 'regionName', children: 'children' },
    }),
    w('input', 'phone', ['联系电话', 'Phone']),
    w('textarea', 'remark', ['备注', 'Remark']),
  ]);
}

/** An expense claim with a sub-table of expense lines. */
export function expenseClaimForm(language: Language = DEFAULT_LANGUAGE): FormDefinition {
  const w = builder('ex', language);
  const table = w('table', 'lines', ['费用明细', 'Expense lines']);
  const column = (widget: Widget): Widget =>
    ({ ...widget, options: { ...widget.options, tableColumn: true, width: '200px' } }) as Widget;
  const withColumns = {
    ...table,
    tableColumns: [
      column(w('input', 'item', ['费用项目', 'Item'], { required: true })),
      column(w('number', 'amount', ['金额', 'Amount'])),
      column(w('date', 'spentOn', ['日期', 'Date'])),
    ],
  } as Widget;
  return definition([
    w('input', 'claimant', ['报销人', 'Claimant'], { required: true }),
    w('date', 'claimDate', ['报销日期', 'Claim date']),
    withColumns,
    w('number', 'total', ['合计金额', 'Total amount']),
  ]);
}
