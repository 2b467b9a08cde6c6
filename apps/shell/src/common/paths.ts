/** The designer's path for a form. */
export const designPath = (formId: number) => `/formDesign?formId=${formId}`;
