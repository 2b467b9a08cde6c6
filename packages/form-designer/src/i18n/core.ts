/**
 * Strings of the designer's frame: toolbar, palette, canvas, field tree, notices.
 * Keys are the same in both languages (a test checks it).
 */
export const core = {
  'en-US': {
    empty: 'Drag a widget from the left, or click one, to add it to the form.',
  },
  'zh-CN': {
    empty: '从左侧拖入或点击组件，将其添加到表单中',
  },
} as const;
