/**
 * HTML from a definition (html widgets, component templates, rich text) passes through here
 * before it reaches the DOM. DOMPurify removes scripts, event-handler attributes
 * (`onerror=`, …), `javascript:` URLs and other executable content. `<style>` and `<form>`
 * elements are removed too: a style element would restyle the whole page, and a nested form
 * would break the renderer's own.
 *
 * DOMPurify is loaded on first need, so forms without HTML do not pay for it: form items
 * that show HTML wait until it is ready (see `SanitizerGate`). Until it is loaded,
 * `sanitizeHtml` escapes the text, so markup is shown, never run.
 */
import type { Config, DOMPurify } from 'dompurify';

const CONFIG: Config = {
  USE_PROFILES: { html: true, svg: true },
  FORBID_TAGS: ['style', 'form'],
  ADD_ATTR: ['target'],
};

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text shown literally: every character with a meaning in HTML escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

let purify: DOMPurify | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Loads DOMPurify (once); resolves when `sanitizeHtml` sanitizes for real. */
export function sanitizerReady(): Promise<void> {
  loading ??= import('dompurify').then((module) => {
    purify = module.default;
    for (const listener of [...listeners]) listener();
  });
  return loading;
}

/** Whether DOMPurify has loaded. */
export function isSanitizerReady(): boolean {
  return purify !== undefined;
}

/** Listens for DOMPurify to finish loading. */
export function subscribeSanitizer(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * HTML without anything executable. Before DOMPurify has loaded, and where no DOM is
 * available (server rendering), the text is escaped instead.
 */
export function sanitizeHtml(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  if (typeof window === 'undefined') return escapeHtml(html);
  if (!purify) {
    void sanitizerReady();
    return escapeHtml(html);
  }
  if (!purify.isSupported) return escapeHtml(html);
  return purify.sanitize(html, CONFIG);
}
