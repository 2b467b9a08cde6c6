/** The user picker's texts (keys `picker.*`); every screen that uses the picker merges them. */
export const pickerMessages = {
  'zh-CN': {
    'picker.search': '搜索用户',
    'picker.account': '账号',
    'picker.username': '姓名',
    'picker.mobile': '手机号',
    'picker.org': '主机构',
    'picker.status': '状态',
    'picker.rows': '可选用户',
    'picker.noneChosen': '尚未选择用户',
    'picker.chosen': '已选 {{count}} 人：{{names}}',
  },
  'en-US': {
    'picker.search': 'Search users',
    'picker.account': 'Account',
    'picker.username': 'Name',
    'picker.mobile': 'Mobile',
    'picker.org': 'Main organisation',
    'picker.status': 'Status',
    'picker.rows': 'Users to choose from',
    'picker.noneChosen': 'No user chosen yet',
    'picker.chosen': '{{count}} chosen: {{names}}',
  },
};
