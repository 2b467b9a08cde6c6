import { Type, type Static } from 'typebox';

export const MockLoginBody = Type.Object({
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  account: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
export type MockLoginBody = Static<typeof MockLoginBody>;

export const MockToken = Type.Object({ token: Type.String() });

export const MockUserInfo = Type.Object({
  roles: Type.Array(Type.String()),
  introduction: Type.String(),
  avatar: Type.String(),
  name: Type.String(),
});
export type MockUserInfo = Static<typeof MockUserInfo>;

export const MockTokenQuery = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 64 }),
});
