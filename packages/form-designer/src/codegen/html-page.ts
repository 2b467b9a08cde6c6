/**
 * A standalone HTML page of a form: it loads the renderer's standalone browser build (React,
 * ReactDOM and MUI inside) and mounts the form with `OrgFormRenderer.mount`.
 */
import { exportDefinition, type FormDefinition } from '@org/form-schema';

/** File of the renderer's standalone build, as the package ships it. */
export const STANDALONE_FILE = 'form-renderer.standalone.js';

/** Path of that file inside an installed `@org/form-renderer`. */
export const STANDALONE_PACKAGE_PATH = `@org/form-renderer/dist/standalone/${STANDALONE_FILE}`;

export interface HtmlPageOptions {
  /** Where the page loads the standalone build from; the file beside the page by default. */
  rendererUrl?: string;
  /** Title of the page. */
  title?: string;
  /** `en-US` (default) or `zh-CN`. */
  locale?: 'en-US' | 'zh-CN';
}

/** Text as HTML text content or attribute value. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON that is safe inside a `<script>` element: `<`, `>` and `&` (and the two line
 * separators older engines reject) become escapes, so no text of the definition can close the
 * element or open a comment.
 */
export function jsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The HTML page of a form. */
export function generateHtmlPage(
  definition: FormDefinition,
  options: HtmlPageOptions = {},
): string {
  const src = escapeHtml(options.rendererUrl ?? `./${STANDALONE_FILE}`);
  const title = escapeHtml(options.title ?? 'Form');
  const locale = options.locale ?? 'en-US';
  const json = jsonForScript(exportDefinition(definition, { format: 'native', space: 2 }));
  const submit = locale === 'zh-CN' ? '提交' : 'Submit';
  const reset = locale === 'zh-CN' ? '重置' : 'Reset';
  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <!-- The standalone build of @org/form-renderer: copy ${STANDALONE_PACKAGE_PATH} next to this page, or change the src. -->
    <script src="${src}"></script>
    <style>
      body { font-family: system-ui, sans-serif; margin: 24px; }
      .form-actions { margin-top: 16px; display: flex; gap: 8px; }
      #form-result { background: #f5f5f5; padding: 12px; white-space: pre-wrap; }
      #form-result:empty { display: none; }
    </style>
  </head>
  <body>
    <div id="form"></div>
    <div class="form-actions">
      <button type="button" id="form-submit">${submit}</button>
      <button type="button" id="form-reset">${reset}</button>
    </div>
    <pre id="form-result" aria-live="polite"></pre>
    <script type="application/json" id="form-definition">
${json}
    </script>
    <script>
      (function () {
        var definition = JSON.parse(document.getElementById('form-definition').textContent);
        var result = document.getElementById('form-result');
        var form = OrgFormRenderer.mount(document.getElementById('form'), {
          definition: definition,
          locale: ${JSON.stringify(locale)},
        });
        document.getElementById('form-submit').addEventListener('click', function () {
          form.getData().then(
            function (data) {
              result.textContent = JSON.stringify(data, null, 2);
            },
            function (error) {
              result.textContent = error.message;
            },
          );
        });
        document.getElementById('form-reset').addEventListener('click', function () {
          form.reset();
          result.textContent = '';
        });
      })();
    </script>
  </body>
</html>
`;
}
