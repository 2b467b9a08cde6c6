/**
 * A host page's stylesheet of the kind a renderer meets in the wild: the Vite React + TS
 * template's `index.css` and `#root` rules (dark scheme, flex-centred body, centred text,
 * styled buttons) plus a large line height and `content-box` sizing everywhere.
 */
export const HOSTILE_CSS = `
:root {
  font-family: system-ui, Avenir, Helvetica, Arial, sans-serif;
  line-height: 1.5;
  font-weight: 400;
  color-scheme: light dark;
  color: rgba(255, 255, 255, 0.87);
  background-color: #242424;
}
body { margin: 0; display: flex; place-items: center; min-width: 320px; min-height: 100vh; }
#root { max-width: 1280px; margin: 0 auto; padding: 2rem; text-align: center; line-height: 2.4; }
*, *::before, *::after { box-sizing: content-box; }
button {
  border-radius: 8px;
  border: 1px solid transparent;
  padding: 0.6em 1.2em;
  font-size: 1em;
  font-weight: 500;
  font-family: inherit;
  background-color: #1a1a1a;
  cursor: pointer;
}
input, select, textarea { padding: 0.6em; font-size: 1.2em; }
label { display: block; text-align: center; }
`;
