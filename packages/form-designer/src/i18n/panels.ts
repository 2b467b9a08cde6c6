/**
 * Strings of the property panels (field properties, form properties).
 * Keys are the same in both languages (a test checks it).
 */
export const panels = {
  'en-US': {
    noSelection: 'Select a widget on the canvas to edit its properties.',
  },
  'zh-CN': {
    noSelection: '请在画布中选择一个组件以编辑其属性',
  },
} as const;
