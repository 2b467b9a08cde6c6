/** The position screen's texts (namespace `admin`, keys `position.*`). */
export const positionMessages = {
  'zh-CN': {
    'position.name': '职务',
    'position.positionCode': '职务编码',
    'position.positionName': '职务名称',
    'position.positionLevel': '职级',
    'position.orgName': '所属机构',
    'position.sort': '排序',
    'position.status': '状态',
    'position.remark': '备注',
    'position.memberCount': '人数',
    'position.createdAt': '创建时间',
  },
  'en-US': {
    'position.name': 'position',
    'position.positionCode': 'Code',
    'position.positionName': 'Name',
    'position.positionLevel': 'Level',
    'position.orgName': 'Organisation',
    'position.sort': 'Sort',
    'position.status': 'Status',
    'position.remark': 'Remark',
    'position.memberCount': 'Holders',
    'position.createdAt': 'Created',
  },
};
