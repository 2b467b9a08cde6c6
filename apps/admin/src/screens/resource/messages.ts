/**
 * The resource screen's texts (namespace `admin`, keys `resource.*`): its create/edit form's.
 * The page's own texts are the kit's (`rbac.*`, the admin's wording).
 */
export const resourceMessages = {
  'zh-CN': {
    'resource.name': '资源',
    'resource.addChildTitle': '新增“{{name}}”的下级资源',
  },
  'en-US': {
    'resource.name': 'resource',
    'resource.addChildTitle': 'Add a resource below “{{name}}”',
  },
};
