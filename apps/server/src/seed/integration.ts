import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  apiServers,
  apis,
  calendarDays,
  calendars,
  externalAppApis,
  externalApps,
  gatewayRoutes,
  gitlabUsers,
  users,
} from '../db/schema/index';
import { idOf, seeded, type SeedContext, type Words } from './seed-context';

/** A default calendar with the fixed public holidays of the seeding year. */
export async function seedCalendar({ tx, now, say }: SeedContext): Promise<void> {
  await tx
    .insert(calendars)
    .values({
      calendarCode: 'default',
      calendarName: say(['默认日历', 'Default calendar']),
      isDefault: true,
      ...seeded(now),
    })
    .onConflictDoNothing();
  const calendarId = idOf(
    await tx
      .select({ id: calendars.id })
      .from(calendars)
      .where(eq(calendars.calendarCode, 'default')),
    'calendar default',
  );
  const year = now.getUTCFullYear();
  const holidays: [string, Words][] = [
    ['01-01', ['元旦', "New Year's Day"]],
    ['05-01', ['劳动节', 'Labour Day']],
    ['10-01', ['国庆节', 'National Day']],
    ['10-02', ['国庆节', 'National Day']],
    ['10-03', ['国庆节', 'National Day']],
  ];
  await tx
    .insert(calendarDays)
    .values(
      holidays.map(([day, holidayName]) => ({
        calendarId,
        day: `${year}-${day}`,
        dayType: 'HOLIDAY',
        holidayName: say(holidayName),
        ...seeded(now),
      })),
    )
    .onConflictDoNothing();
}

/** An API server describing this platform, two of its APIs, and an app allowed to call them. */
export async function seedIntegration(ctx: SeedContext): Promise<void> {
  const { tx, now, say } = ctx;
  await tx
    .insert(apiServers)
    .values({
      serverCode: 'platform-auth',
      serverName: say(['平台认证服务', 'Platform authentication service']),
      host: 'localhost',
      port: 3000,
      basePath: '/ibsp-bg-auth',
      healthPath: '/health',
      ...seeded(now),
    })
    .onConflictDoNothing();
  const serverId = idOf(
    await tx
      .select({ id: apiServers.id })
      .from(apiServers)
      .where(eq(apiServers.serverCode, 'platform-auth')),
    'API server',
  );
  await tx
    .insert(apis)
    .values([
      {
        serverId,
        apiCode: 'dict.byCode',
        apiName: say(['按编码查询字典', 'Dictionary by code']),
        method: 'POST',
        path: '/sysDict/v1/dictByCode',
        publishStatus: 'PUBLISHED',
        ...seeded(now),
      },
      {
        serverId,
        apiCode: 'user.info',
        apiName: say(['当前用户信息', 'Signed-in user']),
        method: 'GET',
        path: '/sysUser/v1/login/userInfo',
        publishStatus: 'PUBLISHED',
        ...seeded(now),
      },
    ])
    .onConflictDoNothing();

  // Nobody knows this secret: it exists only as a hash. "Reset secret" shows a new one once.
  const secret = randomBytes(24).toString('base64url');
  await tx
    .insert(externalApps)
    .values({
      appCode: 'demo-crm',
      appName: say(['示例CRM', 'Example CRM']),
      appKey: 'ak_demo_crm',
      secretHash: await ctx.passwords.hash(secret),
      secretHint: secret.slice(-4),
      grantTypes: ['client_credentials'],
      scopes: ['dict:read'],
      contact: 'crm-team@example.com',
      ...seeded(now),
    })
    .onConflictDoNothing();
  const appId = idOf(
    await tx
      .select({ id: externalApps.id })
      .from(externalApps)
      .where(eq(externalApps.appCode, 'demo-crm')),
    'external app',
  );
  const granted = await tx
    .select({ id: apis.id })
    .from(apis)
    .where(eq(apis.apiCode, 'dict.byCode'));
  await tx
    .insert(externalAppApis)
    .values(granted.map((api) => ({ appId, apiId: api.id })))
    .onConflictDoNothing();

  await tx
    .insert(gatewayRoutes)
    .values({
      routerId: 'ibsp-bg-auth',
      name: say(['认证服务路由', 'Authentication service route']),
      uri: 'http://localhost:3000',
      predicates: [{ name: 'Path', args: { pattern: '/ibsp-bg-auth/**' } }],
      filters: [{ name: 'StripPrefix', args: { parts: 0 } }],
      sort: 1,
      ...seeded(now),
    })
    .onConflictDoNothing();

  const [editor] = await tx.select({ id: users.id }).from(users).where(eq(users.account, 'editor'));
  await tx
    .insert(gitlabUsers)
    .values({
      userId: editor?.id ?? null,
      account: 'editor',
      gitlabUsername: 'editor',
      gitlabName: say(['普通编辑', 'Normal Editor']),
      gitlabEmail: 'editor@example.com',
      projectsLimit: 10,
      ...seeded(now),
    })
    .onConflictDoNothing();
}
