/** Texts of one area of the shell, in both languages (keys prefixed by the area). */
export interface ShellTexts {
  'zh-CN': Record<string, string>;
  'en-US': Record<string, string>;
}
