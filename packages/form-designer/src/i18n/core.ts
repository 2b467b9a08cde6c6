/**
 * Strings of the designer's frame: toolbar, palette, canvas, field tree, notices.
 * Keys are the same in both languages (a test checks it).
 */
export const core = {
  'en-US': {
    empty: 'Drag a widget from the left, or click one, to add it to the form.',
    designer: {
      label: 'Form designer',
      palette: 'Widgets',
      canvas: 'Form canvas',
      properties: 'Properties',
    },
    toolbar: {
      label: 'Designer actions',
      undo: 'Undo',
      redo: 'Redo',
      importJson: 'Import JSON',
      clear: 'Clear',
      preview: 'Preview',
      generateJson: 'Generate JSON',
      generateCode: 'Generate code',
      clearTitle: 'Clear the form',
      clearMessage: 'Remove every widget from the form? You can undo this.',
    },
    fieldTree: {
      title: 'Fields',
      empty: 'No data fields yet.',
    },
    notice: {
      DROP_REFUSED: "Don't support adding this field",
      NOT_FOUND: 'The widget is no longer in the form.',
      NOT_ALLOWED: 'This action does not apply here.',
    },
    closeNotice: 'Close',
  },
  'zh-CN': {
    empty: '从左侧拖入或点击组件，将其添加到表单中',
    designer: {
      label: '表单设计器',
      palette: '组件',
      canvas: '表单画布',
      properties: '属性',
    },
    toolbar: {
      label: '设计器操作',
      undo: '撤销',
      redo: '重做',
      importJson: '导入JSON',
      clear: '清空',
      preview: '预览',
      generateJson: '生成JSON',
      generateCode: '生成代码',
      clearTitle: '清空表单',
      clearMessage: '确定移除表单中的所有组件吗？此操作可撤销。',
    },
    fieldTree: {
      title: '字段',
      empty: '暂无数据字段',
    },
    notice: {
      DROP_REFUSED: '不支持添加此字段',
      NOT_FOUND: '该组件已不在表单中',
      NOT_ALLOWED: '此操作不适用于此处',
    },
    closeNotice: '关闭',
  },
} as const;
