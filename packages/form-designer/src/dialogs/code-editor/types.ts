/** Languages of the code editor. */
export type CodeMode = 'xml' | 'html' | 'json' | 'css' | 'javascript';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  mode: CodeMode;
  /** Height of the editing area in px; 460 by default. */
  height?: number;
  /** Accessible name of the editable area. */
  label: string;
  readOnly?: boolean;
}
