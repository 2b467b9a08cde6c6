import type { FormDefinitionJson } from '@org/app-kit/list';
import definitionEnUs from './user.form.en-US.json';
import definitionJson from './user.form.json';
import { linksOf } from './user-links-form';

/** The user form; the create dialog adds the links to it (`withLinkFields`). */
export const definition = definitionJson as FormDefinitionJson;
/** The form's texts in English (the definition's own are Chinese). */
export const translations = { 'en-US': definitionEnUs };

/** Editing never sets a password (the reset-password action does). */
export const editDefinition: FormDefinitionJson = {
  ...definition,
  list: definition.list.filter((widget) => widget.model !== 'password'),
};

const GENDERS = ['0', '1', '2'] as const;
const USER_TYPES = ['platform', 'app', 'system'] as const;

const text = (value: unknown) => String(value ?? '').trim();
const oneOf = <T extends string>(choices: readonly T[], value: unknown, otherwise: T): T =>
  choices.find((choice) => choice === String(value)) ?? otherwise;

/** The fields of the form as the create/update body (empty optional texts as ''). */
export function userBody(values: Record<string, unknown>) {
  const image = text(values.personImage);
  return {
    account: text(values.account),
    username: text(values.username),
    gender: oneOf(GENDERS, values.gender, '0'),
    mobile: text(values.mobile),
    email: text(values.email),
    employeeNo: text(values.employeeNo),
    userType: oneOf(USER_TYPES, values.userType, 'platform'),
    personImage: image === '' ? null : image,
    status: (Number(values.status ?? 1) === 0 ? 0 : 1) as 0 | 1,
    sort: Number(values.sort ?? 0),
    remark: String(values.remark ?? ''),
  };
}

/**
 * The create body: the fields, the password only when one was typed (the server gives the
 * initial one otherwise), and the main organisation and roles chosen in the same dialog.
 */
export function createBody(values: Record<string, unknown>) {
  const password = String(values.password ?? '');
  return {
    ...userBody(values),
    ...(password === '' ? {} : { password }),
    ...linksOf(values),
  };
}
