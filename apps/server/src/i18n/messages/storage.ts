import { messages } from '../entry';

/**
 * File storage as the platform's envelope routes answer it: the file list, download rights,
 * deleting, the upload token and the direct upload. (The Qiniu protocol's `{ error }` answers
 * keep their English words; those that an envelope route passes on are here too.)
 */
export const storageMessages = messages({
  // Keys and quotas
  'storage.keyEmpty': { 'zh-CN': '键为空', 'en-US': 'the key is empty' },
  'storage.keyTooLong': {
    'zh-CN': '键超过了 {{limit}} 字节',
    'en-US': 'the key is longer than {{limit}} bytes',
  },
  'storage.keyControl': {
    'zh-CN': '键含有控制字符',
    'en-US': 'the key contains a control character',
  },
  'storage.keyBackslash': { 'zh-CN': '键含有反斜杠', 'en-US': 'the key contains a backslash' },
  'storage.keyAbsolute': { 'zh-CN': '键是绝对路径', 'en-US': 'the key is an absolute path' },
  'storage.keyEmptySegment': {
    'zh-CN': '键含有空的路径段',
    'en-US': 'the key has an empty path segment',
  },
  'storage.keyDotSegment': {
    'zh-CN': '键含有“.”或“..”路径段',
    'en-US': 'the key has a "." or ".." segment',
  },
  'storage.bytes': { 'zh-CN': '{{count}} 字节', 'en-US': '{{count}} bytes' },
  'storage.quotaPending': {
    'zh-CN':
      '超出配额：未完成的分块将占用 {{pending}}，超过每位用户 {{quota}} 的上限；请完成或放弃其他上传',
    'en-US':
      'quota exceeded: unfinished blocks would hold {{pending}}, more than the {{quota}} allowed per user; finish or abandon other uploads',
  },
  'storage.quotaTotal': {
    'zh-CN':
      '超出配额：已存文件（{{stored}}）与未完成的分块（{{pending}}）将超过每位用户 {{quota}} 的上限',
    'en-US':
      'quota exceeded: stored files ({{stored}}) and unfinished blocks ({{pending}}) would pass the {{quota}} allowed per user',
  },
  'storage.quotaStored': {
    'zh-CN': '超出配额：已存文件将达 {{after}}，超过每位用户 {{quota}} 的上限',
    'en-US':
      'quota exceeded: stored files would hold {{after}}, more than the {{quota}} allowed per user',
  },

  // Stored files
  'file.noun': { 'zh-CN': '文件', 'en-US': 'File' },
  'file.notYours': {
    'zh-CN': '文件 {{key}} 由他人上传；只有上传者或拥有 {{permission}} 权限的用户才能进行此操作。',
    'en-US':
      'The file {{key}} was uploaded by someone else; only its uploader or a holder of {{permission}} may do this.',
  },
  'file.notOwner': {
    'zh-CN': '文件 {{key}} 属于他人；只有其所有者或拥有 {{permission}} 权限的用户才能替换它。',
    'en-US':
      'The file {{key}} belongs to someone else; only its owner or a holder of {{permission}} may replace it.',
  },

  // Uploads
  'upload.tooLarge': {
    'zh-CN': '文件超过了上传大小上限。',
    'en-US': 'The file is larger than the upload limit.',
  },
  'upload.refused': {
    'zh-CN': '文件无法保存：{{reason}}。',
    'en-US': 'The file cannot be stored: {{reason}}.',
  },
  // A refusal of the storage protocol without words of the catalogue: its English words.
  'upload.badRequest': { 'zh-CN': '上传请求有误：{{reason}}', 'en-US': '{{reason}}' },
  'upload.sendMultipart': {
    'zh-CN': '请以 multipart/form-data 格式上传',
    'en-US': 'send the upload as multipart/form-data',
  },
  'upload.fieldTooLong': { 'zh-CN': '字段 {{name}} 过长', 'en-US': 'field {{name}} is too long' },
  'upload.visibility': { 'zh-CN': '应为 public 或 private', 'en-US': 'expected public or private' },
  'upload.keyTaken': {
    'zh-CN': '键 {{key}} 下已存有另一个文件。',
    'en-US': 'A different file is already stored under the key {{key}}.',
  },
});
