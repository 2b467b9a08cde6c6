import { Type, type Static } from 'typebox';

/** Name, logo and language of the platform. */
export const SysInfo = Type.Object({
  sysName: Type.String(),
  sysLog: Type.Union([Type.String(), Type.Null()], {
    description: 'Logo URL; null for the built-in logo.',
  }),
  language: Type.Optional(
    Type.Enum(['zh-CN', 'en-US'], {
      description: "The platform's language: the apps speak it until a user chooses one.",
    }),
  ),
});
export type SysInfo = Static<typeof SysInfo>;

export const ParamKey = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z][A-Za-z0-9_.-]*$',
});

export const ParamValueTypeSchema = Type.Enum(['string', 'number', 'boolean', 'json']);

/** A system parameter as the parameter calls answer it. */
export const SysParam = Type.Object({
  paramKey: Type.String(),
  paramName: Type.String(),
  paramValue: Type.String(),
  valueType: ParamValueTypeSchema,
  category: Type.String(),
  builtIn: Type.Boolean(),
  visible: Type.Boolean(),
});
export type SysParam = Static<typeof SysParam>;

export const SysParamQuery = Type.Object({
  paramKey: Type.Optional(
    Type.Array(ParamKey, {
      maxItems: 100,
      description:
        'Keys to read (repeat the parameter for several); all readable ones when absent.',
    }),
  ),
});

/** Parameters to write: `{ "sys.name": "Platform", "sys.token.expireMinutes": 60 }`. */
export const SysParamWrite = Type.Object(
  {},
  {
    patternProperties: {
      '^[A-Za-z][A-Za-z0-9_.-]{0,99}$': Type.Union([
        Type.String({ maxLength: 4000 }),
        Type.Number(),
        Type.Boolean(),
      ]),
    },
    additionalProperties: false,
    minProperties: 1,
    maxProperties: 100,
    description: 'A map from parameter key to its new value; unknown keys create parameters.',
  },
);
export type SysParamWrite = Record<string, string | number | boolean>;

export const Health = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Enum(['pglite', 'postgres']),
});
export type Health = Static<typeof Health>;
