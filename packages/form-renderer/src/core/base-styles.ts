/**
 * The renderer's own stylesheet: form items, the text input and grids. One static text shared
 * by every form on the page (React hoists and de-duplicates it), so mounting a field costs no
 * style work at all. Tabs, reports and sub-tables bring their rules in their own chunks
 * (`TabsContainer`, `ReportContainer`, `SubTableItem`), as sheets of the same kind. Theme
 * values come from the custom properties `themeVariables` sets on the form; the fallbacks are
 * MUI's defaults.
 */
export const BASE_STYLES_HREF = 'org-form-renderer-base';

export const BASE_STYLES = `
.fr-form{box-sizing:border-box;font-size:14px;line-height:1.5;text-align:left;max-width:100%}
.fr-form *,.fr-form *::before,.fr-form *::after{box-sizing:border-box}
.fr-list{display:block}
.fr-form--inline .fr-list{display:flex;flex-wrap:wrap;column-gap:16px}
.fr-item{display:flex;align-items:flex-start;margin:0 0 18px}
.fr-form--mobile .fr-item{margin-bottom:14px}
.fr-item--top{flex-direction:column;align-items:stretch}
.fr-form--deferred>.fr-list>.fr-item{content-visibility:auto;contain-intrinsic-size:auto 42px;overflow-clip-margin:16px}
.fr-form--deferred.fr-form--medium>.fr-list>.fr-item{contain-intrinsic-size:auto 58px}
.fr-form--deferred.fr-form--label-top>.fr-list>.fr-item{contain-intrinsic-size:auto 67.6px}
.fr-form--deferred.fr-form--medium.fr-form--label-top>.fr-list>.fr-item{contain-intrinsic-size:auto 83.6px}
.fr-item__label{flex:0 0 var(--fr-label-width,100px);width:var(--fr-label-width,100px);padding:0 12px 0 0;line-height:1.4;min-height:32px;display:flex;align-items:center;justify-content:flex-end;text-align:right;color:rgba(0,0,0,.78);overflow-wrap:anywhere}
.fr-item--left>.fr-item__label{justify-content:flex-start;text-align:left}
.fr-item--top>.fr-item__label{flex:none;width:auto;min-height:0;padding:0 0 6px;justify-content:flex-start;text-align:left}
.fr-item__content{flex:1 1 auto;min-width:0}
.fr-item__mark{color:#d32f2f;margin-right:4px}
.fr-item__error{color:#d32f2f;font-size:12px;line-height:1.4;padding-top:3px}
.fr-item--failed{color:#d32f2f;border:1px dashed #d32f2f;padding:8px;border-radius:4px}
.fr-hidden-text{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.fr-unknown{min-height:32px;display:flex;align-items:center;padding:4px 8px;border:1px dashed rgba(0,0,0,.3);border-radius:4px;color:rgba(0,0,0,.6)}
.fr-loading{display:inline-block;min-height:32px;line-height:32px;color:rgba(0,0,0,.6)}
.fr-input{box-sizing:border-box;display:inline-flex;align-items:center;position:relative;margin:0;min-width:0;max-width:100%;font-family:var(--fr-font,Roboto,Helvetica,Arial,sans-serif);font-size:var(--fr-input-size,1rem);font-weight:400;line-height:1.4375em;letter-spacing:var(--fr-input-spacing,0.00938em);color:var(--fr-text,rgba(0,0,0,.87));background-color:var(--fr-paper,#fff);border:1px solid var(--fr-border,rgba(0,0,0,.23));border-radius:var(--fr-radius,4px);transition:border-color var(--fr-duration,150ms) cubic-bezier(.4,0,.2,1),box-shadow var(--fr-duration,150ms) cubic-bezier(.4,0,.2,1);cursor:text}
input.fr-input{display:block;padding:8.5px 20px 8.5px 14px;outline:0}
input.fr-input--medium{padding-top:16.5px;padding-bottom:16.5px}
.fr-input--full{width:100%}
.fr-input--adorned{padding-right:6px}
.fr-input__field{display:block;box-sizing:content-box;flex:1 1 auto;min-width:0;width:100%;height:1.4375em;margin:0;padding:8.5px 14px;border:0;background:none;font:inherit;letter-spacing:inherit;color:currentColor;outline:0}
.fr-input--medium>.fr-input__field{padding-top:16.5px;padding-bottom:16.5px}
.fr-input::placeholder,.fr-input__field::placeholder{color:currentColor;opacity:var(--fr-placeholder,.42)}
.fr-input:hover:not(.fr-input--disabled):not(.fr-input--error):not(:focus-within){border-color:var(--fr-text,rgba(0,0,0,.87))}
.fr-input:focus-within{border-color:var(--fr-primary,#1976d2);box-shadow:inset 0 0 0 1px var(--fr-primary,#1976d2)}
.fr-input--error{border-color:var(--fr-error,#d32f2f)}
.fr-input--error:focus-within{border-color:var(--fr-error,#d32f2f);box-shadow:inset 0 0 0 1px var(--fr-error,#d32f2f)}
.fr-input--disabled{border-color:var(--fr-action-disabled,rgba(0,0,0,.26));background-color:var(--fr-action-hover,rgba(0,0,0,.04));color:var(--fr-text-disabled,rgba(0,0,0,.38));cursor:default}
input.fr-input:disabled,.fr-input__field:disabled{opacity:1;-webkit-text-fill-color:var(--fr-text-disabled,rgba(0,0,0,.38))}
.fr-input__adornment{display:flex;align-items:center;flex:none;margin-left:8px;white-space:nowrap;color:rgba(0,0,0,.54)}
.fr-grid{display:grid;grid-template-columns:repeat(24,minmax(0,1fr))}
.fr-col{min-width:0}
.fr-divider{margin:8px 0 18px}
`;
