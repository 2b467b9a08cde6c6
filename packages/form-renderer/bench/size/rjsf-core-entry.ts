// What a host imports to render a form with @rjsf/core's plain HTML theme: the form and its validator.
export { default as Form } from '@rjsf/core';
export { default as validator } from '@rjsf/validator-ajv8';
