/** A moddle package descriptor: an XML namespace and the types of its elements. */
export interface ModdlePackageDescriptor {
  readonly name: string;
  readonly uri: string;
  readonly prefix: string;
  /** `lowerCase`: a type's tag is its name with a lower-case first letter. */
  readonly xml?: { readonly tagAlias?: 'lowerCase' };
  readonly types: readonly ModdleTypeDescriptor[];
  readonly enumerations?: readonly unknown[];
  readonly associations?: readonly unknown[];
}

/** A type of a moddle package: its super types and properties. */
export interface ModdleTypeDescriptor {
  readonly name: string;
  readonly isAbstract?: boolean;
  readonly superClass?: readonly string[];
  readonly extends?: readonly string[];
  readonly properties?: readonly ModdlePropertyDescriptor[];
}

/** A property: an attribute (`isAttr`), the body text (`isBody`) or child elements. */
export interface ModdlePropertyDescriptor {
  readonly name: string;
  readonly type: string;
  readonly isAttr?: boolean;
  readonly isBody?: boolean;
  readonly isMany?: boolean;
  readonly isReference?: boolean;
}

/** The XML namespace of what BPMN has no word for (people rules, field access, conditions). */
export const FLOW_NAMESPACE_URI = 'urn:org:flow:1';
/** The prefix that namespace is written with. */
export const FLOW_NAMESPACE_PREFIX = 'flow';

const attr = (name: string): ModdlePropertyDescriptor => ({ name, type: 'String', isAttr: true });
const many = (name: string, type: string): ModdlePropertyDescriptor => ({
  name,
  type,
  isMany: true,
});

/**
 * The moddle descriptor of the `flow:` elements, which go into `bpmn:extensionElements`. Tags
 * are the type names with a lower-case first letter (`flow:approvers`). Every attribute is a
 * string: numbers are read and checked by the importer, which reports what it cannot use.
 *
 * ```xml
 * <flow:form code="leave" />                            (process)
 * <flow:initiators type="some">                         (start event)
 *   <flow:role code="hr" /> <flow:department id="12" />
 * </flow:initiators>
 * <flow:approvers type="leader" levels="2" />           (user task)
 * <flow:approval mode="all" whenNobody="admin" />
 * <flow:recipients type="users">                        (send task)
 *   <flow:user id="7" />
 * </flow:recipients>
 * <flow:fields> <flow:field model="salary" access="hidden" /> </flow:fields>
 * <flow:condition>                                      (sequence flow)
 *   <flow:all>
 *     <flow:fieldTest field="days" type="number" op="gt" value="3" />
 *     <flow:initiatorTest subject="role" op="in"> <flow:value>hr</flow:value> </flow:initiatorTest>
 *   </flow:all>
 * </flow:condition>
 * ```
 */
export const flowModdlePackage: ModdlePackageDescriptor = {
  name: 'Flow',
  uri: FLOW_NAMESPACE_URI,
  prefix: FLOW_NAMESPACE_PREFIX,
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  enumerations: [],
  types: [
    { name: 'Form', superClass: ['Element'], properties: [attr('code')] },
    {
      name: 'Initiators',
      superClass: ['Element'],
      properties: [attr('type'), many('roles', 'Role'), many('departments', 'Department')],
    },
    { name: 'Role', properties: [attr('code')] },
    { name: 'Department', properties: [attr('id')] },
    {
      name: 'PeopleRule',
      isAbstract: true,
      superClass: ['Element'],
      properties: [
        attr('type'),
        attr('roleCode'),
        attr('levels'),
        attr('field'),
        many('users', 'User'),
      ],
    },
    { name: 'Approvers', superClass: ['PeopleRule'] },
    { name: 'Recipients', superClass: ['PeopleRule'] },
    { name: 'User', properties: [attr('id')] },
    { name: 'Approval', superClass: ['Element'], properties: [attr('mode'), attr('whenNobody')] },
    { name: 'Fields', superClass: ['Element'], properties: [many('fields', 'Field')] },
    { name: 'Field', properties: [attr('model'), attr('access')] },
    {
      name: 'Condition',
      superClass: ['Element'],
      properties: [{ name: 'test', type: 'ConditionTest' }],
    },
    { name: 'ConditionTest', isAbstract: true },
    {
      name: 'ConditionGroup',
      isAbstract: true,
      superClass: ['ConditionTest'],
      properties: [many('tests', 'ConditionTest')],
    },
    { name: 'All', superClass: ['ConditionGroup'] },
    { name: 'Any', superClass: ['ConditionGroup'] },
    {
      name: 'FieldTest',
      superClass: ['ConditionTest'],
      properties: [
        attr('field'),
        attr('type'),
        attr('op'),
        attr('value'),
        attr('valueType'),
        many('values', 'Value'),
      ],
    },
    {
      name: 'InitiatorTest',
      superClass: ['ConditionTest'],
      properties: [attr('subject'), attr('op'), many('values', 'Value')],
    },
    {
      name: 'Value',
      properties: [attr('type'), { name: 'text', type: 'String', isBody: true }],
    },
  ],
};

/** The moddle type names of the `flow:` elements. */
export const FlowElementType = Object.freeze({
  form: 'flow:Form',
  initiators: 'flow:Initiators',
  role: 'flow:Role',
  department: 'flow:Department',
  approvers: 'flow:Approvers',
  recipients: 'flow:Recipients',
  user: 'flow:User',
  approval: 'flow:Approval',
  fields: 'flow:Fields',
  field: 'flow:Field',
  condition: 'flow:Condition',
  all: 'flow:All',
  any: 'flow:Any',
  fieldTest: 'flow:FieldTest',
  initiatorTest: 'flow:InitiatorTest',
  value: 'flow:Value',
} as const);
