// What a host imports to render a form with @rjsf/mui: the themed form and its validator.
export { default as Form } from '@rjsf/mui';
export { default as validator } from '@rjsf/validator-ajv8';
