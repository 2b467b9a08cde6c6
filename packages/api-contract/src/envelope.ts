import { Type, type Static, type TSchema } from 'typebox';

/** The answer envelope around `data`. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object(
    {
      code: Type.Integer({ description: 'Envelope code; 20000 means success.' }),
      message: Type.String(),
      data,
    },
    { description: 'The envelope of every answer.' },
  );
}

/** One rejected input field of a `40022` answer. */
export const FieldError = Type.Object({
  field: Type.String({
    description:
      'Where the problem is: `body.account`, `query.pageSize`, `body.list[2].itemValue`.',
  }),
  message: Type.String({ description: 'What is wrong, in words.' }),
});
export type FieldError = Static<typeof FieldError>;

/** `data` of a `40022` answer. */
export const ValidationErrorData = Type.Object({ errors: Type.Array(FieldError) });
export type ValidationErrorData = Static<typeof ValidationErrorData>;

/** The envelope of a failure: `data` is null, or details such as the field errors. */
export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  data: Type.Union([Type.Null(), Type.Object({}, { additionalProperties: true })]),
});

/** The envelope type for a `data` type. */
export interface EnvelopeOf<T> {
  code: number;
  message: string;
  data: T;
}
