/**
 * Strings of the dialogs (preview, JSON, code, import, data sources, event scripts, editors).
 * Keys are the same in both languages (a test checks it).
 */
export const dialogs = {
  'en-US': {
    cancel: 'Cancel',
    confirm: 'Confirm',
  },
  'zh-CN': {
    cancel: '取消',
    confirm: '确定',
  },
} as const;
